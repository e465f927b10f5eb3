// "Shari'ah Screening Ratios for Equities": AAOIFI and index-provider thresholds, a worked
// example where the methodology decides the verdict, and a SQL implementation.
import { bullet, code, customBlock, em, h2, h3, image, link, numbered, p, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover } from '../svg.mjs';
import { chartData, download, pdfBlock, slug } from './helpers.mjs';

const SLUG = 'shariah-screening-ratios-for-equities';

const SQL = `-- Financial-ratio screen: AAOIFI (30% of market cap) and a DJIM-style test
-- (33% of the 24-month average market cap) side by side, on the latest fundamentals.
-- SQLite dialect; in PostgreSQL write l.period_end - INTERVAL '24 months' instead of DATE(...).
WITH latest AS (
  SELECT f.*
  FROM fundamentals AS f
  WHERE f.period_end = (SELECT MAX(period_end) FROM fundamentals AS g WHERE g.ticker = f.ticker)
),
avg_cap AS (
  SELECT l.ticker,
         AVG(m.market_cap) AS avg_cap_24m,
         COUNT(*) AS months
  FROM latest AS l
  JOIN market_caps AS m
    ON m.ticker = l.ticker
   AND m.month_end >  DATE(l.period_end, '-24 months')
   AND m.month_end <= l.period_end
  GROUP BY l.ticker
),
spot_cap AS (
  SELECT l.ticker, m.market_cap AS cap_at_period_end
  FROM latest AS l
  JOIN market_caps AS m ON m.ticker = l.ticker AND m.month_end = l.period_end
)
SELECT l.ticker,
       ROUND(100.0 * l.interest_bearing_debt / s.cap_at_period_end, 1) AS aaoifi_debt_pct,
       ROUND(100.0 * l.interest_bearing_cash / s.cap_at_period_end, 1) AS aaoifi_cash_pct,
       ROUND(100.0 * l.interest_bearing_debt / a.avg_cap_24m, 1)        AS djim_debt_pct,
       ROUND(100.0 * l.receivables / a.avg_cap_24m, 1)                  AS djim_receivables_pct,
       ROUND(100.0 * l.non_compliant_income / l.revenue, 1)             AS impure_income_pct,
       CASE WHEN l.interest_bearing_debt <= 0.30 * s.cap_at_period_end
             AND l.interest_bearing_cash <= 0.30 * s.cap_at_period_end
             AND l.non_compliant_income  <= 0.05 * l.revenue
            THEN 'pass' ELSE 'fail' END AS aaoifi_result,
       CASE WHEN a.months < 24 THEN 'insufficient history'
            WHEN l.interest_bearing_debt <= 0.33 * a.avg_cap_24m
             AND l.interest_bearing_cash <= 0.33 * a.avg_cap_24m
             AND l.receivables           <= 0.33 * a.avg_cap_24m
             AND l.non_compliant_income  <= 0.05 * l.revenue
            THEN 'pass' ELSE 'fail' END AS djim_style_result
FROM latest AS l
JOIN avg_cap  AS a ON a.ticker = l.ticker
JOIN spot_cap AS s ON s.ticker = l.ticker
ORDER BY l.ticker;
`;

const body = [
  p(
    "A Shari'ah-compliant equity fund cannot simply buy the index. Every company has to pass two screens: a ",
    strong('business-activity screen'),
    ' (what the company does) and a ',
    strong('financial-ratio screen'),
    ' (how it is financed and where its income comes from). The first is a familiar ',
    link('negative screen', '/knowledge/negative-vs-positive-screening'),
    '. The second is specific to Islamic finance, and its thresholds differ between standard-setters in ways that change which stocks pass. This article sets out the main methodologies and works through a company that passes one and fails another.',
  ),
  h2('Stage 1: business activities'),
  p(
    'Companies whose core business is prohibited are excluded outright: conventional banking and insurance (because of ',
    link('riba and gharar', '/knowledge/riba-gharar-maysir-explained'),
    '), alcohol, pork, gambling and adult entertainment. Many methodologies add tobacco, and some add weapons and defence. Companies with only a small share of prohibited revenue pass this stage and are caught by the income test below.',
  ),
  h2('Stage 2: financial ratios'),
  p(
    'Almost every listed company borrows at interest and holds interest-bearing cash. Scholars accepted that excluding all of them would make equity investing impossible, so the screens tolerate limited exposure. The common reference point for the tolerance is the hadith in which the Prophet, advising on a bequest, said "one third, and one third is a lot". That is why most thresholds sit at 30% or 33%.',
  ),
  h3("AAOIFI Shari'ah Standard No. 21"),
  bullet(
    'Interest-bearing borrowings, long- and short-term, must not exceed ',
    strong('30% of market capitalisation'),
    '.',
  ),
  bullet(
    'Interest-bearing deposits and securities must not exceed ',
    strong('30% of market capitalisation'),
    '.',
  ),
  bullet(
    'Income from prohibited activities, including interest income, must not exceed ',
    strong('5% of total revenue'),
    '.',
  ),
  h3('Index-provider variants'),
  bullet(
    strong('Dow Jones Islamic Market indices: '),
    'total debt, cash plus interest-bearing securities, and accounts receivable must each be below ',
    strong('33% of the trailing 24-month average market capitalisation'),
    '.',
  ),
  bullet(
    strong('MSCI Islamic indices: '),
    'total debt, cash plus interest-bearing securities, and accounts receivable plus cash must each be below ',
    strong('33.33% of total assets'),
    '.',
  ),
  bullet(
    strong('Other providers '),
    'use further variations, such as 36-month averages or a higher limit (around 49–50%) for receivables. Always read the current methodology document, since providers revise them.',
  ),
  p(
    'The denominator matters as much as the percentage. ',
    em('Market capitalisation'),
    ' moves with the share price: a company whose shares halve can fail the debt test without borrowing anything more, which is why DJIM averages it over 24 months. ',
    em('Total assets'),
    ' are stable between reporting dates but reflect book values, which can be far from economic value for asset-light firms.',
  ),
  h2('Worked example: one company, three verdicts'),
  p('Company X reports the following (all in millions):'),
  bullet('Market capitalisation at the reporting date: 1,050. Average over the last 24 months: 1,190.'),
  bullet(
    'Total assets: 900. Interest-bearing debt: 330. Cash and interest-bearing securities: 150. Accounts receivable: 200.',
  ),
  bullet('Revenue: 800, of which 28 is interest income and 4 comes from a non-compliant product line.'),
  numbered('AAOIFI: debt 330 / 1,050 = 31.4%, above 30%. ', strong('Fails.')),
  numbered(
    'DJIM-style: debt 330 / 1,190 = 27.7%, cash 12.6%, receivables 16.8%, all under 33%. ',
    strong('Passes.'),
  ),
  numbered(
    'MSCI-style: debt 330 / 900 = 36.7%, above 33.33%; receivables plus cash 350 / 900 = 38.9%, also above. ',
    strong('Fails.'),
  ),
  p(
    'Non-permissible income is (28 + 4) / 800 = 4.0%, under 5% for all three. If the company pays a dividend of 2.00 per share, an investor following a methodology it passes should ',
    strong('purify'),
    ' 4.0% of it, donating 0.08 per share to charity.',
  ),
  customBlock('chart', {
    title: "Company X: ratios against each methodology's threshold",
    chartType: 'bar',
    data: chartData(
      [
        'AAOIFI debt / market cap',
        'AAOIFI cash / market cap',
        'DJIM debt / 24m avg cap',
        'DJIM receivables / 24m avg cap',
        'MSCI debt / total assets',
        'MSCI (receivables + cash) / total assets',
        'Impure income / revenue',
      ],
      [
        { label: 'Company X (%)', data: [31.4, 14.3, 27.7, 16.8, 36.7, 38.9, 4.0] },
        { label: 'Threshold (%)', data: [30, 30, 33, 33, 33.33, 33.33, 5] },
      ],
    ),
    description: 'Figures from the worked example above (a hypothetical company).',
  }),
  h2('Implementing the screen in SQL'),
  p(
    'The query below runs the AAOIFI and DJIM-style tests side by side on two tables: ',
    code('fundamentals'),
    ' (one row per company and reporting date) and ',
    code('market_caps'),
    ' (one row per company and month end). Companies with less than 24 months of prices are flagged rather than passed. On the data of the worked example it returns a debt ratio of 31.4% and "fail" under AAOIFI, 27.7% and "pass" under the DJIM-style test.',
  ),
  customBlock('codeBlock', { filename: 'screen_ratios.sql', language: 'sql', code: SQL }),
  pdfBlock(
    'shariah-screening-methodologies-compared.pdf',
    "Shari'ah screening methodologies compared",
    'A one-page table of the AAOIFI, DJIM and MSCI financial-ratio tests, their denominators and their review frequency.',
    [
      "AAOIFI Shari'ah Standard No. 21 - Debt: interest-bearing borrowings <= 30% of market capitalisation. Cash: interest-bearing deposits <= 30% of market capitalisation. Income: prohibited income <= 5% of total revenue.",
      'Dow Jones Islamic Market - Denominator: trailing 24-month average market capitalisation. Total debt < 33%. Cash and interest-bearing securities < 33%. Accounts receivable < 33%.',
      'MSCI Islamic - Denominator: total assets. Total debt < 33.33%. Cash and interest-bearing securities < 33.33%. Accounts receivable and cash < 33.33%. Prohibited income < 5% of revenue.',
      'Denominator choice: market capitalisation is forward-looking but volatile; averaging smooths it. Total assets are stable but backward-looking book values.',
      'Purification: donate the share of dividends equal to the share of prohibited income in revenue. Example: 4.0% x 2.00 dividend = 0.08 per share.',
      "Methodologies are revised from time to time: check the provider's current methodology document before relying on any threshold listed here.",
    ],
  ),
  p(
    "This article was reviewed by our Shari'ah advisor ",
    link('Yusuf Rahman', '/team/yusuf-rahman'),
    '. The standards themselves are published by ',
    link('AAOIFI', 'https://aaoifi.com/shariaa-standards/?lang=en'),
    '; for a general introduction see ',
    link(
      'Islamic banking and finance on Wikipedia',
      'https://en.wikipedia.org/wiki/Islamic_banking_and_finance',
    ),
    '.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2024-11-19T09:30:00Z',
    _updatedAt: '2025-01-07T15:45:00Z',
    title: "Shari'ah Screening Ratios for Equities",
    slug: slug(SLUG),
    summary:
      "AAOIFI's 30% tests and the index providers' 33% variants, with a worked example where the methodology decides the verdict.",
    tags: ['Islamic Finance', 'Ethical Investing', 'Quantitative Methods'],
    date: '2024-11-19',
    estimatedReadingTime: 5,
    featuredImage: image(
      'post-shariah-screening-ratios-for-equities.svg',
      cover({ title: "Shari'ah Screening Ratios", subtitle: 'AAOIFI 30% vs index 33%', motif: 'star' }),
      { alt: "Islamic geometric star pattern behind the title Shari'ah Screening Ratios" },
    ),
    author: ref(PEOPLE.amina),
    body,
    downloads: [
      download(
        'shariah-screening-checklist.pdf',
        "Shari'ah equity screening checklist",
        'A step-by-step checklist for screening a single stock, including the purification calculation.',
        [
          '1. Business activity: list revenue by segment. Exclude if the core business is conventional finance or insurance, alcohol, pork, gambling or adult entertainment (and tobacco or weapons if your methodology says so).',
          '2. Choose the methodology and write it down: AAOIFI (30% of market capitalisation), DJIM (33% of 24-month average market capitalisation) or MSCI (33.33% of total assets).',
          '3. Debt test: interest-bearing debt (AAOIFI) or total debt (DJIM, MSCI) divided by the denominator.',
          '4. Cash test: cash and interest-bearing deposits or securities divided by the denominator.',
          '5. Receivables test (index methodologies): receivables, or receivables plus cash, divided by the denominator.',
          '6. Income test: interest income plus other prohibited income, divided by total revenue. Must be below 5%.',
          '7. Purification: dividend per share x prohibited income share. Example: 2.00 x 4.0% = 0.08 per share to charity.',
          "8. Review: re-screen at least quarterly and on any major corporate event; a stock that fails should be sold within the grace period your Shari'ah board sets.",
        ],
      ),
    ],
  },
];
