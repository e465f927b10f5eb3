// "Measuring Impact: Beyond ESG Ratings". Deliberately has no featuredImage (the site shows
// its fallback image) and a summary longer than 140 characters (cards truncate it).
import { bullet, customBlock, em, h2, h3, link, numbered, p, quote, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { chartData, fileBlock, slug } from './helpers.mjs';

const SLUG = 'measuring-impact-beyond-esg-ratings';

const body = [
  p(
    'Ask ten investors what an ESG rating measures and most will say "how sustainable a company is". The rating agencies say something narrower. Most ESG ratings estimate how exposed a company is to ',
    em('financially material'),
    ' environmental, social and governance risks, and how well it manages them. That is an ',
    strong('outside-in'),
    ' view: what the world does to the company. Impact is the ',
    strong('inside-out'),
    ' view: what the company, and the investor, do to the world. This article explains why the two are easily confused, what the evidence on rating divergence shows, and how to measure impact directly.',
  ),
  h2('Ratings disagree more than you think'),
  p(
    'In "Aggregate Confusion" (',
    link('Berg, Kölbel and Rigobon, Review of Finance, 2022', 'https://doi.org/10.1093/rof/rfac033'),
    '), the authors compared ESG ratings from six major providers on the same companies. Pairwise correlations ranged from ',
    strong('0.38 to 0.71'),
    ", averaging about 0.54. Credit ratings from Moody's and S&P, by contrast, correlate at 0.99.",
  ),
  customBlock('chart', {
    title: 'How closely do ratings agree? Correlation between providers',
    chartType: 'bar',
    data: chartData(
      [
        'Least similar ESG pair',
        'Average ESG pair',
        'Most similar ESG pair',
        "Credit ratings (Moody's vs S&P)",
      ],
      [{ label: 'Correlation', data: [0.38, 0.54, 0.71, 0.99] }],
    ),
    description:
      'Figures as reported by Berg, Kölbel and Rigobon (2022), "Aggregate Confusion: The Divergence of ESG Ratings", Review of Finance.',
  }),
  p('The authors decomposed the disagreement into three sources:'),
  bullet(
    strong('Measurement (about 56%): '),
    'providers measure the same attribute differently, for instance labour practices through policies or through incidents.',
  ),
  bullet(
    strong('Scope (about 38%): '),
    'providers include different attributes, such as lobbying or electromagnetic radiation.',
  ),
  bullet(strong('Weights (about 6%): '), 'providers weight the same attributes differently.'),
  p(
    'Divergence is not a scandal; the providers are measuring different things. But it means that a portfolio\'s "ESG score" depends on which provider you buy, and a positive screen built on one rating can look mediocre under another. See ',
    link('Negative vs Positive Screening', '/knowledge/negative-vs-positive-screening'),
    ' for how this feeds into portfolio construction.',
  ),
  h2('Double materiality'),
  p(
    'European regulation now makes the distinction explicit. Under the EU Corporate Sustainability Reporting Directive, large companies must report on ',
    strong('double materiality'),
    ': both the sustainability matters that affect their financial position and the impacts they have on people and the environment. ESG ratings mostly cover the first; impact measurement covers the second.',
  ),
  h2('Measuring impact directly'),
  p(
    'The most widely used framework asks five questions, known as the ',
    strong('five dimensions of impact'),
    ' and developed by the Impact Management Project (its work is continued by ',
    link('Impact Frontiers', 'https://impactfrontiers.org/'),
    '):',
  ),
  numbered(strong('What '), 'outcome occurs, and how important is it to the people or planet affected?'),
  numbered(strong('Who '), 'experiences it, and how underserved are they?'),
  numbered(strong('How much: '), 'how many are affected, by how much and for how long?'),
  numbered(
    strong('Contribution: '),
    'what would have happened anyway, without the enterprise or the investor?',
  ),
  numbered(strong('Risk: '), 'how likely is it that the impact differs from what was expected?'),
  p(
    "For the metrics themselves, the GIIN's ",
    link('IRIS+ catalogue', 'https://iris.thegiin.org/'),
    ' provides standard definitions, so that "people reached" or "tonnes of CO₂e avoided" mean the same thing across funds.',
  ),
  h3('A worked example: two solar investments'),
  p(
    'Fund A invests 10 million for a 20% stake in a new 50 MW solar farm. At a capacity factor of 17%, the farm produces 50 × 8,760 × 0.17 ≈ 74,500 MWh a year. If it displaces grid electricity emitting 0.5 tCO₂e per MWh, it avoids about 37,200 tCO₂e a year, of which 20%, or ',
    strong('7,450 tCO₂e'),
    ', is attributable to Fund A: roughly 745 tonnes per million invested.',
  ),
  p(
    'Fund B buys 10 million of listed shares in a company that operates solar farms of the same size. Measured by attribution alone its numbers may look identical. On ',
    em('contribution'),
    ", they are not. Fund A's capital helped build a farm that might not otherwise exist; Fund B bought shares from another investor, and the farms generate the same electricity whoever owns them. Fund B can still contribute through engagement, for example by pushing the company to build new capacity, but it should not claim the same impact as Fund A.",
  ),
  quote(
    'Attribution tells you your share of an outcome. Contribution tells you whether the outcome would have happened without you. Impact claims need both.',
  ),
  fileBlock('impact-measurement-template.pdf', 'Impact measurement template', [
    'Use one sheet per investment. Fill in the five dimensions, then the metrics, then the contribution assessment.',
    'WHAT: outcome targeted (e.g. avoided greenhouse-gas emissions). Importance to stakeholders: high / medium / low, with the evidence.',
    'WHO: stakeholders affected and their baseline (e.g. grid customers; communities near coal plants).',
    'HOW MUCH: scale (number affected), depth (change per stakeholder), duration (years). Metrics: IRIS+ codes and definitions.',
    'CONTRIBUTION: enterprise contribution (would the outcome happen without the enterprise?) and investor contribution (new capital, below-market terms, engagement, or none).',
    'RISK: evidence risk, execution risk, external risk, drop-off risk. Rate each low / medium / high.',
    'ATTRIBUTION: investor share of outcome = outcome x ownership share. Example: 37,200 tCO2e x 20% = 7,450 tCO2e a year.',
    'REVIEW: compare expected and realised impact every year; record reasons for any gap.',
  ]),
  h2('Where ratings still help'),
  p(
    'None of this makes ESG ratings useless. They are a reasonable input for risk management, a starting point for engagement and a cheap first pass over thousands of companies. The mistake is to read a high rating as evidence of positive impact. For that, investors need outcome data, a view on contribution, and the honesty to report what did not work.',
  ),
  p(
    'Background: the ',
    link('Wikipedia article on ESG', 'https://en.wikipedia.org/wiki/Environmental,_social,_and_governance'),
    '. Questions about impact reporting? Contact ',
    link('Sara Lindqvist', '/team/sara-lindqvist'),
    '.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2025-05-21T11:05:00Z',
    _updatedAt: '2025-05-28T09:50:00Z',
    title: 'Measuring Impact: Beyond ESG Ratings',
    slug: slug(SLUG),
    summary:
      'ESG ratings mostly measure how sustainability risks affect a company, not how the company affects the world. We look at why ratings from different providers disagree so much, what double materiality adds, and how to measure impact directly with the five dimensions of impact and a worked example on two solar investments.',
    tags: ['ESG', 'Ethical Investing'],
    date: '2025-05-21',
    estimatedReadingTime: 4,
    // No featuredImage on purpose: the site shows its fallback image.
    author: ref(PEOPLE.sara),
    body,
  },
];
