// The course catalogue of the demo dataset: one content module per course (the course
// document, its courseModule documents and, for one course, an unpublished draft).
import * as ethicalPortfolioConstruction from './ethical-portfolio-construction.mjs';
import * as financialModellingPrinciples from './financial-modelling-principles.mjs';
import * as islamicFinanceFoundations from './islamic-finance-foundations.mjs';
import * as murabahaIjarahCashFlowModelling from './murabaha-ijarah-cash-flow-modelling.mjs';
import * as pythonForFinance from './python-for-finance.mjs';
import * as quantitativeRiskManagement from './quantitative-risk-management.mjs';
import * as sukukStructuringAndValuation from './sukuk-structuring-and-valuation.mjs';
import * as takafulFundamentals from './takaful-fundamentals.mjs';
import * as timeSeriesForecastingForFinance from './time-series-forecasting-for-finance.mjs';
import * as zakatAndPurificationCalculations from './zakat-and-purification-calculations.mjs';

export const documents = [
  ...islamicFinanceFoundations.documents,
  ...murabahaIjarahCashFlowModelling.documents,
  ...quantitativeRiskManagement.documents,
  ...sukukStructuringAndValuation.documents,
  ...ethicalPortfolioConstruction.documents,
  ...pythonForFinance.documents,
  ...timeSeriesForecastingForFinance.documents,
  ...takafulFundamentals.documents,
  ...zakatAndPurificationCalculations.documents,
  ...financialModellingPrinciples.documents,
];
