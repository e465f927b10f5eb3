import { mountPreview } from '@quantethic/shared/preview';
import CoursesApp from './app';
import FeaturedCourseWidget from './widgets/featured-course';

void mountPreview({
  remote: 'courses',
  app: CoursesApp,
  widgets: [{ title: 'Featured Course', component: FeaturedCourseWidget }],
  routes: [
    { to: '/courses', label: 'Course catalogue' },
    { to: '/courses/islamic-finance-foundations', label: 'A course page' },
    { to: '/courses/islamic-finance-foundations/learn', label: 'A learning view' },
    { to: '/courses?q=risk&level=Advanced', label: 'The catalogue, searched and filtered' },
    { to: '/courses/python-for-finance', label: 'A course found by its title (invalid stored slug)' },
    { to: '/courses/no-such-course', label: 'Course Not Found' },
  ],
});
