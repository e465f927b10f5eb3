// Every content module of the demo dataset. build.mjs turns them into data.ndjson + assets.
// The English documents come first; ./i18n/index.mjs adds their translations and the
// `translation.metadata` documents that link them.
import * as company from './company.mjs';
import * as courses from './courses/index.mjs';
import { withTranslations } from './i18n/index.mjs';
import * as knowledge from './knowledge/index.mjs';
import * as people from './people.mjs';

export const documents = withTranslations([
  ...people.documents,
  ...courses.documents,
  ...knowledge.documents,
  ...company.documents,
]);
