// Deploy-time rendering of the public courses pages (see @quantethic/kit/prerender). Course
// pages need a signed-in visitor, so only the catalogue is prerendered.
import { defineSectionPrerender } from '@quantethic/kit/prerender';
import CoursesApp from './app';

export default defineSectionPrerender({ App: CoursesApp, paths: async () => ['/courses'] });
