// Deploy-time rendering of the company pages (see @quantethic/kit/prerender).
import { defineSectionPrerender } from '@quantethic/kit/prerender';
import CompanyApp from './app';

export default defineSectionPrerender({
  App: CompanyApp,
  paths: async () => ['/about', '/consulting', '/contact'],
});
