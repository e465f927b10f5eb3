// Every content module of the demo dataset. build.mjs turns them into data.ndjson + assets.
import * as company from './company.mjs';
import * as courses from './courses/index.mjs';
import * as knowledge from './knowledge/index.mjs';
import * as people from './people.mjs';

export const documents = [
  ...people.documents,
  ...courses.documents,
  ...knowledge.documents,
  ...company.documents,
];
