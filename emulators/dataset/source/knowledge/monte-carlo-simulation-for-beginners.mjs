// "Monte Carlo Simulation for Beginners". Carries a Python code block, a line chart and a
// video embed on an unsupported host (Dailymotion): the site must show its unsupported message.
import { bullet, code, customBlock, em, h2, h3, image, link, numbered, p, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover } from '../svg.mjs';
import { chartData, inlineImage, slug } from './helpers.mjs';

const SLUG = 'monte-carlo-simulation-for-beginners';

const PYTHON = `"""Monte Carlo simulation of a cash waqf (endowment) that pays out a fixed amount each year."""
import numpy as np

rng = np.random.default_rng(seed=2025)

n_paths = 10_000        # number of simulated futures
years = 20
start_value = 1_000_000
payout = 40_000         # paid at the end of each year, in today's money
mu, sigma = 0.05, 0.10  # assumed real annual return and volatility (illustrative)

# One row per path, one column per year: lognormal annual growth factors.
growth = np.exp((mu - 0.5 * sigma**2) + sigma * rng.standard_normal((n_paths, years)))

values = np.empty((n_paths, years + 1))
values[:, 0] = start_value
for t in range(years):
    values[:, t + 1] = np.maximum(values[:, t] * growth[:, t] - payout, 0.0)

for year in (0, 5, 10, 15, 20):
    p5, p50, p95 = np.percentile(values[:, year], [5, 50, 95])
    print(f"year {year:>2}: 5th {p5:>12,.0f}  median {p50:>12,.0f}  95th {p95:>12,.0f}")

below = values[:, -1] < start_value
p = below.mean()
std_error = np.sqrt(p * (1 - p) / n_paths)
print(f"P(value after {years} years < starting value) = {p:.3f} +/- {1.96 * std_error:.3f} (95% CI)")
`;

const body = [
  p(
    'Some questions have no neat formula. ',
    em('If an endowment pays out 4% a year, how likely is it to be worth less in twenty years than today?'),
    ' The answer depends on a whole sequence of uncertain returns, and the order matters: a crash in year two hurts more than the same crash in year nineteen. ',
    strong('Monte Carlo simulation'),
    ' answers such questions by brute force: generate thousands of possible futures, compute the outcome in each, and look at the distribution.',
  ),
  h2('The idea in four steps'),
  numbered(
    'Write down a model of the uncertain inputs: here, annual returns drawn from a distribution with a given mean and volatility.',
  ),
  numbered('Draw one random scenario from the model and compute the outcome you care about.'),
  numbered('Repeat many times: thousands or millions of scenarios.'),
  numbered('Summarise the outcomes: averages, percentiles, probabilities of crossing a threshold.'),
  p(
    'The method works because of the law of large numbers: the average over many independent scenarios converges to the true expected value. The price is precision. The standard error shrinks with ',
    strong('1/√N'),
    ', so to halve the error you need four times as many scenarios.',
  ),
  h2('A worked example: will the waqf keep its value?'),
  p(
    "A cash waqf (an Islamic endowment) of 1,000,000 is invested in a balanced Shari'ah-compliant portfolio. We assume a real return of 5% a year with 10% volatility, and a payout to beneficiaries of 40,000 a year in today's money. What range of values should the trustees expect, and how likely is it that the capital is eroded after 20 years?",
  ),
  p(
    'Each year, the value is multiplied by a random lognormal growth factor, and then the payout is subtracted. The term ',
    code('mu - 0.5 * sigma**2'),
    ' is the usual lognormal correction: it keeps the expected growth factor at e^μ ≈ 1.05, so the assumed 5% is not inflated by compounding random returns.',
  ),
  customBlock('codeBlock', { filename: 'waqf_monte_carlo.py', language: 'python', code: PYTHON }),
  customBlock('codeBlock', {
    filename: 'output.txt',
    language: 'text',
    code: `year  0: 5th    1,000,000  median    1,000,000  95th    1,000,000
year  5: 5th      681,840  median    1,032,739  95th    1,561,715
year 10: 5th      538,840  median    1,071,737  95th    2,006,935
year 15: 5th      400,224  median    1,108,518  95th    2,550,052
year 20: 5th      254,541  median    1,159,592  95th    3,209,173
P(value after 20 years < starting value) = 0.416 +/- 0.010 (95% CI)
`,
  }),
  customBlock('chart', {
    title: 'Simulated waqf value: 5th, 50th and 95th percentiles',
    chartType: 'line',
    data: chartData(
      ['Year 0', 'Year 5', 'Year 10', 'Year 15', 'Year 20'],
      [
        { label: '95th percentile', data: [1000000, 1561715, 2006935, 2550052, 3209173] },
        { label: 'Median', data: [1000000, 1032739, 1071737, 1108518, 1159592] },
        { label: '5th percentile', data: [1000000, 681840, 538840, 400224, 254541] },
      ],
    ),
    description:
      'Output of the simulation above: 10,000 paths, 5% real return, 10% volatility, 40,000 annual payout (illustrative assumptions).',
  }),
  h3('Reading the result'),
  p(
    'The median path grows slowly to about 1.16m, yet in ',
    strong('41.6%'),
    ' of scenarios the waqf ends below its starting value, and the worst 5% of scenarios end with about a quarter of the capital or less. The median hides what the trustees most need to know. This is the typical lesson of a Monte Carlo study: the spread and the tails, not the central estimate, drive the decision.',
  ),
  p(
    'The line "± 0.010" is the simulation\'s own uncertainty. With 1,000 paths it would be about ± 0.031; with 100,000 paths about ± 0.003. Always report it, so nobody mistakes simulation noise for a finding.',
  ),
  inlineImage(
    'monte-carlo-fan.svg',
    cover({
      title: 'Many futures, one decision',
      subtitle: 'Simulated paths fan out over time',
      motif: 'chart',
    }),
    'Bars and a rising line, suggesting simulated portfolio paths spreading out over time.',
    'Each simulated path is one possible future; the decision rests on how widely they fan out.',
  ),
  h2('Common beginner mistakes'),
  bullet(
    strong('Forgetting the seed. '),
    'Without ',
    code('default_rng(seed=...)'),
    ' your results change on every run and nobody can reproduce them.',
  ),
  bullet(
    strong('Too few paths. '),
    'A 1% tail probability estimated from 1,000 paths rests on about ten scenarios.',
  ),
  bullet(
    strong('Ignoring correlation. '),
    'Simulating several assets independently understates risk when they fall together. Use correlated draws (for example, via a Cholesky factor of the covariance matrix).',
  ),
  bullet(
    strong('Trusting the model. '),
    'The simulation is exact about a model that may be wrong. Normal returns understate crashes; try fat-tailed alternatives, as in ',
    link('our VaR comparison', '/knowledge/value-at-risk-three-ways'),
    '.',
  ),
  customBlock('videoEmbed', {
    url: 'https://www.dailymotion.com/video/x8abc12',
    caption:
      'Recording of our live coding session on Monte Carlo methods (originally streamed on Dailymotion).',
  }),
  p(
    'For the random generators used above, see the ',
    link(
      'NumPy random Generator documentation',
      'https://numpy.org/doc/stable/reference/random/generator.html',
    ),
    '; for the history and theory, the ',
    link('Wikipedia article on the Monte Carlo method', 'https://en.wikipedia.org/wiki/Monte_Carlo_method'),
    '. More from the author on ',
    link("Mei Chen's author page", '/authors/mei-chen'),
    '.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2025-01-14T08:00:00Z',
    _updatedAt: '2025-01-20T17:25:00Z',
    title: 'Monte Carlo Simulation for Beginners',
    slug: slug(SLUG),
    summary:
      "Simulate thousands of futures to answer questions no formula can, with a Python example on an endowment's payout policy.",
    tags: ['Quantitative Methods', 'Python'],
    date: '2025-01-14',
    estimatedReadingTime: 5,
    featuredImage: image(
      'post-monte-carlo-simulation-for-beginners.svg',
      cover({
        title: 'Monte Carlo Simulation for Beginners',
        subtitle: 'Many futures, one answer',
        motif: 'chart',
      }),
      { alt: 'Bar chart and rising line motif behind the title Monte Carlo Simulation for Beginners' },
    ),
    author: ref(PEOPLE.mei),
    body,
  },
];
