// "Profit-Rate Benchmarks Beyond LIBOR and SOFR": how Islamic contracts price off the new
// risk-free rates, and the Islamic alternatives.
import { bullet, customBlock, em, h2, h3, image, link, numbered, p, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover } from '../svg.mjs';
import { chartData, slug } from './helpers.mjs';

const SLUG = 'profit-rate-benchmarks-beyond-libor';

const body = [
  p(
    'For three decades, most Islamic financing was priced off LIBOR. A ',
    link('murabaha', '/knowledge/what-is-murabaha'),
    ' mark-up, the rent on an ijara home-finance contract and the periodic distribution on a floating-rate sukuk were all typically quoted as "LIBOR plus a margin". LIBOR has now gone. Its replacements work differently, and one of those differences matters far more for Islamic contracts than for conventional loans.',
  ),
  h2('Why a conventional benchmark was acceptable at all'),
  p(
    "Using an interest-rate benchmark in a Shari'ah-compliant contract was debated from the start. The majority view, reflected in ",
    link('AAOIFI', 'https://aaoifi.com/'),
    ' standards, is that a benchmark may serve as a ',
    em('pricing reference'),
    ': the underlying contract is still a sale or a lease, and what matters is that the amount owed is certain when the obligation arises. In a murabaha the sale price is fixed when the sale is concluded. In an ijara the rent may vary from period to period according to an agreed formula, provided the rent for each period is known before that period begins.',
  ),
  h2('What changed when LIBOR ended'),
  p(
    'Panel-bank LIBOR stopped for all sterling, euro, Swiss franc and yen settings at the end of 2021 and for the remaining US dollar settings after 30 June 2023; the last synthetic US dollar settings ended in September 2024. The replacements are overnight ',
    strong('risk-free rates'),
    ' (RFRs) based on actual transactions: ',
    link('SOFR', 'https://www.newyorkfed.org/markets/reference-rates/sofr'),
    ' in US dollars, ',
    link('SONIA', 'https://www.bankofengland.co.uk/markets/sonia-benchmark'),
    ' in sterling, €STR in euros, SARON in Swiss francs and TONA in yen.',
  ),
  p(
    'LIBOR was a forward-looking term rate: the three-month rate was known on the first day of the three months. The RFRs are overnight rates, and the market convention for loans is to ',
    strong('compound them in arrears'),
    ' over the interest period. The rate for a period is therefore only known at, or a few days before, its end.',
  ),
  h3('Why "in arrears" is a problem for Islamic contracts'),
  bullet(
    strong('Murabaha: '),
    'the sale price must be fixed at the sale. A price that depends on rates observed after the sale is not a known price.',
  ),
  bullet(
    strong('Ijara: '),
    'the rent for a period must be known when the period starts. A rent determined at the end of the period introduces gharar into the lease.',
  ),
  bullet(
    strong('Sukuk: '),
    'periodic distributions follow the rent or profit of the underlying contract, so they inherit the same constraint.',
  ),
  h2('Three workable solutions'),
  numbered(
    strong('Forward-looking term rates. '),
    'Term SOFR (administered by CME Group) and Term SONIA are derived from derivatives markets and known at the start of each period. Regulators limited their use in conventional derivatives, but they fit Islamic contracts naturally.',
  ),
  numbered(
    strong('"Last reset" or "last recent" rates. '),
    'The rate for the coming period is the compounded RFR observed over the previous period, or over a recent observation window that ends before the period starts. It is known in advance, at the cost of lagging the market by one period.',
  ),
  numbered(
    strong('Fixed pricing with periodic re-pricing. '),
    'Short-dated murabaha can simply be fixed-rate; longer financing can be split into consecutive contracts, each priced at its start.',
  ),
  customBlock('chart', {
    title: 'Rate applied to each period during a tightening cycle (illustrative)',
    chartType: 'line',
    data: chartData(
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
      [
        { label: 'Compounded in arrears (known at period end), %', data: [4.33, 4.4, 4.62, 4.86, 5.1, 5.32] },
        { label: 'Last reset (known at period start), %', data: [4.2, 4.33, 4.4, 4.62, 4.86, 5.1] },
        {
          label: 'Forward-looking term rate (known at period start), %',
          data: [4.45, 4.65, 4.88, 5.1, 5.28, 5.35],
        },
      ],
    ),
    description:
      'Illustrative path, not market data: when rates rise, the last-reset rate lags by one period and the term rate anticipates. The differences largely cancel over a full cycle.',
  }),
  h3('A worked example'),
  p(
    'A 10 million ijara with quarterly rent set at "benchmark plus 1.50%", using the last-reset method. The compounded SOFR over the previous quarter was 5.30%, so the rent for the coming 91-day quarter is 10,000,000 × (5.30% + 1.50%) × 91/360 = ',
    strong('171,888.89'),
    ', fixed and known before the quarter starts. If rates rise during the quarter, the lessor bears the difference until the next reset.',
  ),
  h2('Islamic benchmarks'),
  p(
    "A benchmark built from Shari'ah-compliant transactions would remove the dependence on interest rates altogether. Two attempts stand out:",
  ),
  bullet(
    strong('IIBR. '),
    "The Islamic Interbank Benchmark Rate, launched in 2011 and published by Thomson Reuters (now LSEG), is based on panel banks' quotes for the expected return on short-term Shari'ah-compliant interbank funding. Like LIBOR, it rests on quotes rather than transactions, and its use has remained limited.",
  ),
  bullet(
    strong('MYOR-i. '),
    'Bank Negara Malaysia publishes an Islamic overnight reference rate computed from transactions in the Islamic interbank money market, alongside its conventional overnight rate, MYOR.',
  ),
  p(
    'Researchers have also proposed ',
    strong('real-economy benchmarks'),
    ': rental yields on a reference property portfolio, sector returns or nominal GDP growth. They would tie the cost of Islamic finance to the real activity it funds, but they are harder to hedge, less liquid and slower to publish. None has yet been adopted at scale.',
  ),
  h2('What this means for practitioners'),
  bullet(
    'Check every floating-rate Islamic contract for ',
    em('when'),
    ' the rate becomes known, not just which rate is used.',
  ),
  bullet('Document the fallback: what happens if the chosen term rate ceases to be published.'),
  bullet(
    'For sukuk, align the rate mechanics of the underlying contract with the distribution dates; see ',
    link('Sukuk vs Conventional Bonds', '/knowledge/sukuk-vs-conventional-bonds'),
    '.',
  ),
  p(
    'The ',
    link('Islamic Financial Services Board', 'https://www.ifsb.org/'),
    ' sets prudential standards for Islamic banks, and its risk-management principles treat rate-of-return risk, the risk that benchmark moves squeeze profit margins, as a category of its own. More from the author on ',
    link("Yusuf Rahman's author page", '/authors/yusuf-rahman'),
    '.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2025-03-04T07:15:00Z',
    _updatedAt: '2025-03-11T12:40:00Z',
    title: 'Profit-Rate Benchmarks Beyond LIBOR and SOFR',
    slug: slug(SLUG),
    summary:
      'Why rates compounded in arrears clash with murabaha and ijara, and the term-rate, last-reset and Islamic alternatives.',
    tags: ['Islamic Finance', 'Sukuk', 'Risk'],
    date: '2025-03-04',
    estimatedReadingTime: 5,
    featuredImage: image(
      'post-profit-rate-benchmarks-beyond-libor.svg',
      cover({
        title: 'Profit-Rate Benchmarks',
        subtitle: 'After LIBOR: SOFR, SONIA and beyond',
        motif: 'chart',
      }),
      { alt: 'Bar chart and line motif behind the title Profit-Rate Benchmarks' },
    ),
    author: ref(PEOPLE.yusuf),
    body,
  },
];
