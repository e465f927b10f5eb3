// Knowledge posts of the demo dataset: one module per post. what-is-murabaha also exports a
// draft revision (drafts.post-what-is-murabaha) that must never be served as published.
import * as archiveMicrofinance from './archive-islamic-microfinance-field-notes.mjs';
import * as expectedShortfall from './expected-shortfall-why-regulators-moved-to-it.mjs';
import * as measuringImpact from './measuring-impact-beyond-esg-ratings.mjs';
import * as monteCarlo from './monte-carlo-simulation-for-beginners.mjs';
import * as screening from './negative-vs-positive-screening.mjs';
import * as benchmarks from './profit-rate-benchmarks-beyond-libor.mjs';
import * as ribaGhararMaysir from './riba-gharar-maysir-explained.mjs';
import * as shariahScreening from './shariah-screening-ratios-for-equities.mjs';
import * as sukuk from './sukuk-vs-conventional-bonds.mjs';
import * as takaful from './takaful-vs-conventional-insurance.mjs';
import * as valueAtRisk from './value-at-risk-three-ways.mjs';
import * as murabaha from './what-is-murabaha.mjs';

export const documents = [
  ...murabaha.documents,
  ...ribaGhararMaysir.documents,
  ...sukuk.documents,
  ...valueAtRisk.documents,
  ...expectedShortfall.documents,
  ...screening.documents,
  ...shariahScreening.documents,
  ...monteCarlo.documents,
  ...benchmarks.documents,
  ...measuringImpact.documents,
  ...takaful.documents,
  ...archiveMicrofinance.documents,
];
