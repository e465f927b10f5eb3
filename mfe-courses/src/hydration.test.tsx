// Every page and widget this remote prerenders at deploy time hydrates in the browser as it was
// served: the same elements, no mismatch React reports (docs/decisions/0010-hydrated-islands.md).
import { describeHydration } from '@quantethic/kit/testing/hydration';
import CoursesApp from './app';
import prerenderer from './prerender';
import FeaturedCourseWidget from './widgets/featured-course';

describeHydration({
  remote: 'courses',
  App: CoursesApp,
  prerenderer,
  widgets: { 'featured-course': FeaturedCourseWidget },
  // A learning page needs a sign-in: once hydrated it goes on to the login (no visitor here).
  dependsOnVisitor: (path) => path.endsWith('/learn'),
});
