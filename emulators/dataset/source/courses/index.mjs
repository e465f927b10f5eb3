// The course catalogue of the demo dataset: one content module per course (course document,
// its courseModule documents and, for one course, an unpublished draft).
import * as islamicFinanceFoundations from './islamic-finance-foundations.mjs';

export const documents = [...islamicFinanceFoundations.documents];
