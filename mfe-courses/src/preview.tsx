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
  ],
});
