// "Expected Shortfall and Why Regulators Moved to It". Carries an R code block, a youtube block
// and a Vimeo video embed.
import { bullet, customBlock, em, h2, h3, image, link, p, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover } from '../svg.mjs';
import { chartData, slug } from './helpers.mjs';

const SLUG = 'expected-shortfall-why-regulators-moved-to-it';

const R_CODE = `# Historical VaR and Expected Shortfall at the FRTB confidence levels, in base R.
set.seed(11)

nu <- 4
daily_vol <- 0.012
returns <- rt(1000, df = nu) * daily_vol / sqrt(nu / (nu - 2))
losses <- -returns * 1e6 # losses on a 1,000,000 portfolio (positive = loss)

hist_var <- function(losses, alpha) unname(quantile(losses, probs = alpha))
hist_es <- function(losses, alpha) mean(losses[losses >= hist_var(losses, alpha)])

# Normal benchmarks with the same mean and standard deviation
m <- mean(losses)
s <- sd(losses)
norm_var <- function(alpha) m + qnorm(alpha) * s
norm_es <- function(alpha) m + s * dnorm(qnorm(alpha)) / (1 - alpha)

results <- data.frame(
  measure = c("VaR 99%", "ES 97.5%"),
  historical = round(c(hist_var(losses, 0.99), hist_es(losses, 0.975))),
  normal = round(c(norm_var(0.99), norm_es(0.975)))
)
print(results, row.names = FALSE)
`;

const body = [
  p(
    "For twenty years, Value-at-Risk was the number that set banks' market-risk capital. Since the Basel Committee's ",
    strong('Fundamental Review of the Trading Book'),
    ' (FRTB), the internal-models approach uses ',
    strong('Expected Shortfall'),
    ' (ES) at 97.5% instead of VaR at 99%. This article explains what ES measures, the two weaknesses of VaR that drove the change, and what the switch does and does not fix. If you need a refresher on VaR itself, read ',
    link('Value-at-Risk: Three Ways to Compute It', '/knowledge/value-at-risk-three-ways'),
    ' first.',
  ),
  h2('What Expected Shortfall measures'),
  p(
    'VaR at 99% is a threshold: the loss exceeded on 1% of days. Expected Shortfall at 97.5% is an average: ',
    em('the mean loss on the worst 2.5% of days'),
    '. Where VaR asks "how bad is a bad day?", ES asks "when it is bad, how bad on average?". For a normal distribution with volatility σ, ES at 97.5% equals σ × φ(1.96) / 0.025 ≈ 2.338σ, almost exactly the 99% VaR of 2.326σ. The Basel Committee chose 97.5% for that reason: under normality capital stays roughly the same, and any difference comes from the shape of the tail.',
  ),
  h2('Weakness 1: VaR is blind beyond the threshold'),
  p(
    'Two portfolios can have the same 99% VaR while one loses 2% on its worst day and the other 20%. VaR cannot tell them apart, and a trader can exploit that by selling deep out-of-the-money options: the premium comes in every day and the rare large loss sits beyond the 99th percentile. ES includes those losses by construction.',
  ),
  customBlock('chart', {
    title: 'ES 97.5% and VaR 99% as multiples of volatility, by tail thickness',
    chartType: 'line',
    data: chartData(
      ['t, ν=3', 't, ν=4', 't, ν=5', 't, ν=8', 't, ν=15', 't, ν=30', 'Normal'],
      [
        { label: 'ES 97.5% (× σ)', data: [2.91, 2.824, 2.728, 2.572, 2.456, 2.395, 2.338] },
        { label: 'VaR 99% (× σ)', data: [2.622, 2.649, 2.606, 2.508, 2.423, 2.374, 2.326] },
      ],
    ),
    description:
      'Computed analytically for Student-t distributions scaled to unit variance (ν = degrees of freedom; lower ν means fatter tails). ES rises steadily as tails fatten; VaR barely moves and is not even monotonic.',
  }),
  p(
    'The chart makes the point numerically. As the tails get fatter (lower ν), ES rises from 2.34σ to 2.91σ, a 24% increase in measured risk. VaR at 99% moves from 2.33σ to at most 2.65σ and actually falls again at ν = 3, because with unit variance a very fat-tailed distribution is also more peaked in the middle.',
  ),
  h2('Weakness 2: VaR can punish diversification'),
  p(
    'A sensible risk measure should never say that combining two portfolios is riskier than holding them separately. This property, ',
    strong('subadditivity'),
    ', is one of the four axioms of a coherent risk measure set out by Artzner, Delbaen, Eber and Heath in 1999. VaR fails it; ES satisfies it.',
  ),
  h3('A worked counter-example'),
  p(
    'Take two independent loans of 100, each with a 4% probability of default and no recovery. On its own, each loan loses nothing with probability 96%, so its 95% VaR is ',
    strong('0'),
    '. Now hold both. The probability that neither defaults is 0.96² = 92.16%, which is below 95%, so the 95% VaR of the combined book is ',
    strong('100'),
    '. VaR says the diversified book is infinitely riskier than the sum of its parts.',
  ),
  p(
    'Expected Shortfall gets it right. At 97.5%, each loan alone has ES = 100 (the worst 2.5% of outcomes are all defaults). For the pair, the worst 2.5% consists of a 0.16% chance of losing 200 and 2.34% of losing 100, so ES = (0.0016 × 200 + 0.0234 × 100) / 0.025 = ',
    strong('106.4'),
    ', well below the sum of 200.',
  ),
  customBlock('youtube', { url: 'https://youtu.be/IqFCuKTEx94' }),
  h2('What the FRTB changed'),
  bullet(
    strong('ES at 97.5% '),
    'replaces 99% VaR and stressed VaR in the internal-models approach, calibrated to a period of significant stress.',
  ),
  bullet(
    strong('Liquidity horizons '),
    'of 10, 20, 40, 60 or 120 days by risk factor replace the single ten-day horizon scaled by √10.',
  ),
  bullet(
    strong('Back-testing still uses VaR '),
    'at 97.5% and 99% at desk level, because ES is hard to back-test directly.',
  ),
  p(
    'The final framework, ',
    link('Minimum capital requirements for market risk', 'https://www.bis.org/bcbs/publ/d457.htm'),
    ', was published by the Basel Committee in January 2019 with an implementation date of 1 January 2023, since postponed in several jurisdictions.',
  ),
  h2('What ES does not fix'),
  p(
    'ES is an average over the tail, so it needs good estimates of the tail, exactly where data is scarcest. With 250 days of history, the 97.5% ES rests on about six observations. It is also not ',
    em('elicitable'),
    ' on its own (Gneiting, 2011): there is no scoring function that ES minimises, which makes direct back-testing awkward. Fissler and Ziegel (2016) showed that VaR and ES are jointly elicitable, and joint back-tests built on that result are now an active research area.',
  ),
  h2('Computing both in R'),
  p(
    'The script below computes historical VaR and ES at the FRTB levels and compares them with normal benchmarks that have the same mean and volatility. It uses base R only.',
  ),
  customBlock('codeBlock', { filename: 'es_vs_var.R', language: 'r', code: R_CODE }),
  customBlock('videoEmbed', {
    url: 'https://vimeo.com/347119375',
    caption: 'Webinar recording: Expected Shortfall under the FRTB, with Q&A (hosted on Vimeo).',
  }),
  p(
    'See the ',
    link('Wikipedia article on Expected Shortfall', 'https://en.wikipedia.org/wiki/Expected_shortfall'),
    ' for the formal definitions, and ',
    link("Daniel Okafor's author page", '/authors/daniel-okafor'),
    ' for more on market risk.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2024-08-27T10:20:00Z',
    _updatedAt: '2024-09-04T08:00:00Z',
    title: 'Expected Shortfall and Why Regulators Moved to It',
    slug: slug(SLUG),
    summary:
      'Why the Basel Committee replaced 99% VaR with 97.5% Expected Shortfall, with a worked example of VaR punishing diversification.',
    tags: ['Risk', 'Quantitative Methods'],
    date: '2024-08-27',
    estimatedReadingTime: 5,
    featuredImage: image(
      'post-expected-shortfall-why-regulators-moved-to-it.svg',
      cover({ title: 'Expected Shortfall', subtitle: 'Why regulators moved beyond VaR', motif: 'curve' }),
      { alt: 'A bell curve with a shaded tail behind the title Expected Shortfall' },
    ),
    author: ref(PEOPLE.daniel),
    body,
  },
];
