// Company pages: About (published, an older edition and a draft), the consulting page and the
// consulting services it lists.
import * as about from './company/about.mjs';
import * as consultingPage from './company/consulting-page.mjs';
import * as services from './company/services.mjs';

export const documents = [...about.documents, ...consultingPage.documents, ...services.documents];
