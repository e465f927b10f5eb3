// Quantitative Risk Management: the largest advanced course (three-level, four modules) and the
// one with a co-branded certificate.
import { image } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { logo, signature } from '../svg.mjs';
import {
  courseDocument,
  courseModules,
  googleSheet,
  legacyQuiz,
  lesson,
  moduleQuiz,
  question,
  reading,
  snippet,
  subLesson,
  webLink,
  worksheet,
} from './helpers.mjs';

const slug = 'quantitative-risk-management';
const createdAt = '2025-03-10T09:00:00Z';

const QRM_BOOK = reading(
  'Quantitative Risk Management: Concepts, Techniques and Tools (McNeil, Frey, Embrechts)',
  'https://press.princeton.edu/books/hardcover/9780691166278/quantitative-risk-management',
  'The standard graduate text: risk measures, extreme value theory, copulas, credit and operational risk.',
);

const modules = courseModules(slug, createdAt, [
  {
    title: 'Market Risk and Value-at-Risk',
    description:
      'What VaR measures and what it does not, and the three ways to compute it: historical simulation, variance-covariance and Monte Carlo.',
    isFreePreview: true,
    estimatedDuration: 150,
    lessons: [
      lesson({
        title: 'What VaR measures',
        description: 'A quantile of the loss distribution, and how to estimate it from history.',
        order: 1,
        estimatedDuration: 75,
        subLessons: [
          subLesson({
            title: 'VaR as a quantile of the loss distribution',
            order: 1,
            duration: 18,
            description:
              'The 99% one-day VaR is the loss that is exceeded on only 1% of days: formally, the 0.99 quantile of the one-day loss distribution. Three choices define it: the confidence level, the horizon, and the model of the distribution. VaR says nothing about how large losses are beyond that point, and it is only as good as the data and assumptions behind it. A VaR of 2m at 99% should be read as "on about 2 or 3 trading days a year we expect to lose more than 2m", not "we cannot lose more than 2m".',
            videoUrl: 'https://www.youtube.com/live/Tv2Ol8Ep5Kd',
            furtherReadings: [
              reading(
                'Value at risk (Wikipedia)',
                'https://en.wikipedia.org/wiki/Value_at_risk',
                'Definitions, methods and criticisms, with references.',
              ),
              reading(
                'Value at Risk (Investopedia)',
                'https://www.investopedia.com/terms/v/var.asp',
                'A practitioner introduction with worked examples.',
              ),
            ],
          }),
          subLesson({
            title: 'Historical simulation',
            order: 2,
            duration: 24,
            description:
              "Historical simulation revalues today's positions under each of the last N days' market moves and reads VaR and expected shortfall off the resulting P&L distribution. It needs no distributional assumption and captures fat tails and correlations that were present in the window, but it assumes the window is representative: a calm two-year window understates risk just before a crisis, and one extreme day drops out abruptly after N days. The example simulates fat-tailed, correlated returns for three assets and computes 95% and 99% VaR and ES.",
            videoUrl: 'https://www.youtube.com/v/Ws7Ib3Nf6Gq',
            codeSnippet: snippet('historical_var_es.py'),
            codeLanguage: 'python',
            materials: [
              googleSheet(
                'Historical VaR workbook (500 days, three assets)',
                '1hIsT0r1c4lV4Rw0rKb00k7uVwXyZaBcDeFgHiJkLm',
              ),
            ],
          }),
        ],
      }),
      lesson({
        title: 'Parametric and Monte Carlo VaR',
        description:
          'Closed-form VaR from a covariance matrix, and simulation when positions are non-linear.',
        order: 2,
        estimatedDuration: 70,
        subLessons: [
          subLesson({
            title: 'Variance-covariance VaR',
            order: 1,
            duration: 20,
            description:
              "If portfolio returns are normal with volatility sigma_p = sqrt(w' Sigma w), the VaR at confidence level alpha is z_alpha x sigma_p x V, where z_0.99 = 2.326 and V is the portfolio value. The method is fast and decomposes VaR into marginal contributions by position, which is why it survives in limit systems. Its weaknesses are the normal assumption (it understates tail losses for fat-tailed assets) and linearity (it mis-measures options, where delta-gamma approximations or full revaluation are needed).",
            videoUrl: 'https://youtu.be/Yc9Ue4Ra7Ji',
          }),
          subLesson({
            title: 'Monte Carlo VaR and scaling across horizons',
            order: 2,
            duration: 22,
            description:
              'Monte Carlo VaR simulates thousands of scenarios from a fitted model (for example a multivariate Student t with GARCH volatilities) and fully revalues every position, so it handles options and path dependence at the cost of computation and model risk. For multi-day horizons, the square-root-of-time rule (VaR_10d = VaR_1d x sqrt(10)) holds only for independent, identically distributed returns with zero mean; with volatility clustering it can be badly wrong, so regulators prefer overlapping multi-day returns or direct simulation.',
            videoUrl: 'https://www.youtube.com/watch?v=Do6Er2Hw8Zn',
            furtherReadings: [QRM_BOOK],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'VaR quiz',
      description: 'Five questions on VaR methods. Pass mark 80%.',
      passingScore: 80,
      timeLimit: 15,
      questions: [
        question(
          "A desk's 99% one-day VaR is 1.5m. Which statement is correct?",
          [
            'The desk cannot lose more than 1.5m in a day',
            'On about 1% of days the desk is expected to lose more than 1.5m',
            'The average loss on bad days is 1.5m',
            'The desk loses 1.5m on 99% of days',
          ],
          1,
          'VaR is a quantile: it is exceeded with 1% probability and says nothing about the size of the losses beyond it.',
        ),
        question(
          'A portfolio of 10m has normal daily returns with volatility 1.2%. What is its 99% one-day parametric VaR?',
          ['120,000', '197,400', '279,100', '326,000'],
          2,
          '2.326 x 1.2% x 10m = 279,120. 197,400 uses the 95% multiplier 1.645.',
        ),
        question(
          'What is the main weakness of historical simulation?',
          [
            'It assumes normal returns',
            'It cannot handle correlations',
            'It assumes the look-back window is representative of the future',
            'It needs option pricing models',
          ],
          2,
          'It uses whatever happened in the window, so risk is understated after a long calm period.',
        ),
        question(
          'When is scaling a one-day VaR by sqrt(10) to get a ten-day VaR justified?',
          [
            'Always',
            'When returns are independent and identically distributed with zero mean',
            'Only for options portfolios',
            'When volatility clusters',
          ],
          1,
          'The rule comes from adding independent variances; volatility clustering and autocorrelation break it.',
        ),
        question(
          'Why is variance-covariance VaR unreliable for a book of options?',
          [
            'Options have no volatility',
            'Option values are non-linear in the underlying, so a linear normal approximation mis-states the loss distribution',
            'Options cannot be held overnight',
            'Covariance matrices cannot include options',
          ],
          1,
          'Gamma and vega make option P&L non-linear; use full revaluation or at least delta-gamma methods.',
        ),
      ],
    }),
  },
  {
    title: 'Expected Shortfall and Tail Risk',
    description:
      'Why VaR can penalise diversification, how expected shortfall fixes it, and how extreme value theory models the tail itself.',
    estimatedDuration: 130,
    lessons: [
      lesson({
        title: 'Beyond VaR: coherent risk measures',
        description: 'Subadditivity, expected shortfall, and its role in the Basel market-risk framework.',
        order: 1,
        estimatedDuration: 70,
        subLessons: [
          subLesson({
            title: 'Why VaR is not subadditive',
            order: 1,
            duration: 18,
            description:
              'Artzner, Delbaen, Eber and Heath (1999) listed four properties a risk measure should have: monotonicity, translation invariance, positive homogeneity and subadditivity (the risk of a combined portfolio should not exceed the sum of the parts). VaR can fail subadditivity. Take two independent bonds of 100 each, each losing 100 with probability 4%: at 95% each has a VaR of 0, but the pair loses at least 100 with probability 7.84%, so the combined 95% VaR is 100. A limit system based on VaR can thus reward concentration. Expected shortfall is coherent.',
            videoUrl: 'https://vimeo.com/channels/staffpicks/594827163',
            quizzes: [
              legacyQuiz('Check: subadditivity', 'One question before moving on.', [
                question(
                  'Two independent bonds each default with probability 4% (loss 100). What is the 95% VaR of a portfolio holding both?',
                  ['0', '100', '200', '8'],
                  1,
                  'P(at least one default) = 1 - 0.96^2 = 7.84% > 5%, so the 95% quantile of the loss is 100, while each bond alone has a VaR of 0.',
                ),
              ]),
            ],
          }),
          subLesson({
            title: 'Expected shortfall in the Basel framework',
            order: 2,
            duration: 20,
            description:
              "Expected shortfall (ES) is the average loss given that the loss exceeds VaR. The Basel Committee's revised market-risk framework (the Fundamental Review of the Trading Book, finalised in January 2019) replaced 99% VaR with 97.5% ES for internal models, calibrated to a period of significant stress and with liquidity horizons from 10 to 120 days depending on the risk factor. For a normal distribution 97.5% ES is close to 99% VaR; for fat-tailed distributions it is larger, which is the point.",
            videoUrl: 'https://www.youtube.com/watch?v=Ah2Wm6Pk9Ty',
            furtherReadings: [
              reading(
                'Basel Committee: Minimum capital requirements for market risk (January 2019)',
                'https://www.bis.org/bcbs/publ/d457.htm',
                'The FRTB standard: expected shortfall, liquidity horizons, back-testing and P&L attribution.',
              ),
              reading(
                'Expected shortfall (Wikipedia)',
                'https://en.wikipedia.org/wiki/Expected_shortfall',
                'Definition, coherence, and formulas for common distributions.',
              ),
            ],
          }),
        ],
      }),
      lesson({
        title: 'Fat tails and extreme value theory',
        description: 'Modelling the tail directly when history has few extreme observations.',
        order: 2,
        estimatedDuration: 60,
        subLessons: [
          subLesson({
            title: 'Peaks over threshold',
            order: 1,
            duration: 25,
            description:
              'The Pickands-Balkema-de Haan theorem says that, for a wide class of distributions, losses above a high threshold u are approximately generalised Pareto (GPD) with shape xi and scale beta. Fit the GPD to the exceedances (for example the worst 5% of daily losses) by maximum likelihood, then compute VaR and ES beyond the data. For equity returns xi is typically between 0.1 and 0.4, meaning a power-law tail. The hard part is the threshold: too low and the approximation fails, too high and too few points remain; mean-excess plots and stability of the estimates across thresholds guide the choice.',
            videoUrl: 'https://www.youtube.com/watch?v=Mi5Zs3Vd7Lu',
            furtherReadings: [QRM_BOOK],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Tail-risk quiz',
      description: 'Four questions.',
      passingScore: 75,
      timeLimit: 12,
      questions: [
        question(
          'Which property of a coherent risk measure does VaR fail in general?',
          ['Monotonicity', 'Translation invariance', 'Positive homogeneity', 'Subadditivity'],
          3,
          'VaR can assign more risk to a diversified portfolio than the sum of its parts.',
        ),
        question(
          'Expected shortfall at 97.5% is:',
          [
            'The 97.5% quantile of losses',
            'The average loss in the worst 2.5% of outcomes',
            'The maximum possible loss',
            'VaR multiplied by 2.5',
          ],
          1,
          'ES averages the losses beyond the VaR level.',
        ),
        question(
          'Which confidence level and measure does the FRTB internal-models approach use?',
          ['99% VaR', '97.5% expected shortfall', '95% VaR', '99.9% expected shortfall'],
          1,
          'The January 2019 framework uses 97.5% ES calibrated to a stress period.',
        ),
        question(
          'In peaks-over-threshold, the exceedances over a high threshold are modelled with which distribution?',
          ['Normal', 'Generalised Pareto', 'Poisson', 'Uniform'],
          1,
          'The Pickands-Balkema-de Haan theorem justifies the generalised Pareto distribution for exceedances.',
        ),
      ],
    }),
  },
  {
    title: 'Stress Testing',
    description:
      'Scenario design, reverse stress tests, and the risks specific to Islamic banks: rate-of-return and displaced commercial risk.',
    estimatedDuration: 115,
    lessons: [
      lesson({
        title: 'Designing scenarios',
        description:
          'Historical, hypothetical and reverse stress tests, and how to make them decision-useful.',
        order: 1,
        estimatedDuration: 115,
        subLessons: [
          subLesson({
            title: 'Historical, hypothetical and reverse stress tests',
            order: 1,
            duration: 24,
            description:
              "Stress tests ask what happens in a specific severe but plausible event, complementing VaR's statistical view. Historical scenarios replay real episodes (2008, March 2020, 2022); hypothetical scenarios combine shocks that have not happened together; reverse stress tests start from an outcome (capital falls below the minimum) and search for the scenarios that cause it. Good scenarios are coherent across risk factors, include second-round effects such as widening spreads and falling liquidity, and end in a decision: a limit, a hedge or a capital buffer. The example revalues a multi-asset portfolio, including a sukuk position via duration and convexity, under four scenarios.",
            videoUrl: 'https://www.youtube.com/watch?v=Ku3Ya9Cx1Mb',
            codeSnippet: snippet('stress_test.py'),
            codeLanguage: 'python',
            furtherReadings: [
              reading(
                'Basel Committee: Stress testing principles (October 2018)',
                'https://www.bis.org/bcbs/publ/d450.htm',
                'Principles for the governance, design and use of stress tests in banks and by supervisors.',
              ),
              reading(
                'Basel Committee: Principles for sound stress testing practices and supervision (May 2009)',
                'https://www.bis.org/publ/bcbs155.htm',
                'The post-crisis principles, including reverse stress testing.',
              ),
            ],
          }),
          subLesson({
            title: 'Stress testing for Islamic banks',
            order: 2,
            duration: 18,
            description:
              'Islamic banks face the usual credit, market and liquidity shocks plus risks from their contracts. Rate-of-return risk: fixed-price murabaha assets funded by investment accounts whose expected returns follow the market. Displaced commercial risk: if returns lag, the bank may have to forgo its mudarib share or draw on reserves to keep account holders. Concentration in real estate through ijarah and diminishing musharakah. IFSB-13 sets out guiding principles for stress testing these exposures, including the loss-absorbing role of profit-sharing investment accounts.',
            videoUrl: 'https://www.youtube.com/watch?v=Sj4Lt7Qp0Vf',
            materials: [
              webLink('Islamic Financial Services Board: published standards', 'https://www.ifsb.org/'),
            ],
            furtherReadings: [
              reading(
                'IFSB-13: Guiding Principles on Stress Testing for Institutions Offering Islamic Financial Services',
                'https://www.ifsb.org/',
                'Scenario design for credit, market and liquidity risk in Islamic banks, including rate-of-return and displaced commercial risk.',
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Stress-testing quiz',
      description: 'Three questions.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        question(
          'What does a reverse stress test start from?',
          [
            'The worst historical day',
            'An outcome such as a capital breach, searching for scenarios that cause it',
            'The 99% VaR',
            "A regulator's prescribed scenario",
          ],
          1,
          'Reverse stress tests work backwards from failure to find the vulnerabilities.',
        ),
        question(
          'A sukuk worth 2m has modified duration 4.2. Ignoring convexity, what is its P&L if its yield rises by 1%?',
          ['-8,400', '-84,000', '-840,000', '+84,000'],
          1,
          '-4.2 x 0.01 x 2,000,000 = -84,000.',
        ),
        question(
          'Which risk is specific to Islamic banks that fund assets with profit-sharing investment accounts?',
          ['Displaced commercial risk', 'Settlement risk', 'Model risk', 'Foreign exchange risk'],
          0,
          'Pressure to pay account holders market-level returns can force the bank to give up its own share of profit.',
        ),
      ],
    }),
  },
  {
    title: 'Back-Testing and Model Validation',
    description:
      'Counting VaR exceptions, testing coverage and independence, and the governance that keeps risk models honest.',
    estimatedDuration: 120,
    lessons: [
      lesson({
        title: 'Back-testing VaR',
        description: 'Unconditional and conditional coverage tests, and the Basel traffic light.',
        order: 1,
        estimatedDuration: 70,
        subLessons: [
          subLesson({
            title: 'Exceptions, traffic lights and Kupiec',
            order: 1,
            duration: 24,
            description:
              "A back-test compares each day's VaR with the realised P&L; a day where the loss exceeds VaR is an exception. With 250 days of 99% VaR, about 2.5 exceptions are expected. The Basel traffic light puts 0-4 exceptions in the green zone, 5-9 in yellow (with a rising capital add-on) and 10 or more in red. Kupiec's proportion-of-failures test turns the count into a likelihood-ratio statistic with a chi-squared(1) distribution. The example tests a model whose volatility is frozen while markets become 40% more volatile: five exceptions put it in the yellow zone, yet Kupiec does not reject it at 5%. With 250 observations, coverage tests have little power.",
            videoUrl: 'https://www.youtube.com/shorts/Bn6Tq2Lz8Wy',
            codeSnippet: snippet('kupiec_backtest.py'),
            codeLanguage: 'python',
            materials: [
              worksheet('var-backtesting-checklist.pdf', 'VaR back-testing checklist', [
                'Use this checklist for the quarterly back-testing report of each VaR model.',
                '1. Data. Use the same positions for VaR and P&L. Report both hypothetical P&L (positions frozen, prices move) and actual P&L (includes intraday trading, fees and reserves). Exclude commissions from hypothetical P&L.',
                '2. Count. Exceptions over the last 250 business days at 99% (and, for FRTB desks, at 97.5%). Expected at 99%: 2.5. Basel zones: green 0-4, yellow 5-9, red 10 or more.',
                '3. Unconditional coverage. Kupiec proportion-of-failures test: LR = -2 ln[(1-p)^(n-x) p^x] + 2 ln[(1-x/n)^(n-x) (x/n)^x], compared with chi-squared(1); 3.84 is the 5% critical value.',
                '4. Independence. Christoffersen test: do exceptions cluster? Two exceptions on consecutive days are more worrying than two exceptions months apart.',
                "5. Magnitude. Average size of the excess loss over VaR on exception days; compare with the model's expected shortfall.",
                '6. Explanation. For every exception, record the cause: market move beyond the model, missing risk factor, data error, or position change. Data errors are fixed, not excused.',
                '7. Decision. State whether the model stays, is recalibrated, or is escalated to the model risk committee.',
              ]),
            ],
            furtherReadings: [
              reading(
                'Basel Committee: Supervisory framework for the use of backtesting (1996)',
                'https://www.bis.org/publ/bcbs22.htm',
                'The origin of the traffic-light approach and its statistical reasoning.',
              ),
              reading(
                'Kupiec, P. (1995), Techniques for verifying the accuracy of risk measurement models, Journal of Derivatives 3(2)',
                null,
                'The proportion-of-failures test used throughout the industry.',
              ),
            ],
          }),
          subLesson({
            title: 'Conditional coverage and back-testing expected shortfall',
            order: 2,
            duration: 20,
            description:
              "Counting exceptions ignores when they happen. Christoffersen's (1998) independence test checks whether an exception today makes one tomorrow more likely; a model that fails it reacts too slowly to volatility. Combined with Kupiec's test it gives the conditional coverage test. Expected shortfall is harder to back-test because it is not elicitable on its own; practical approaches include the Acerbi-Szekely (2014) tests and checking VaR at several levels, which is what the FRTB does together with a P&L attribution test between front-office and risk models.",
            videoUrl: 'https://youtu.be/Fg1Ms5Dk3Ha',
          }),
        ],
      }),
      lesson({
        title: 'Model risk governance',
        description: 'Independent validation, documentation and ongoing monitoring.',
        order: 2,
        estimatedDuration: 50,
        subLessons: [
          subLesson({
            title: 'Model validation in practice',
            order: 1,
            duration: 22,
            description:
              "The US supervisory guidance SR 11-7 (2011) defines model risk as the potential for adverse consequences from decisions based on incorrect or misused models, and asks for 'effective challenge': validation by people independent of development, with the competence and authority to require change. Validation covers conceptual soundness (are the assumptions right for the use?), ongoing monitoring (back-tests, benchmarks, overrides) and outcomes analysis. Keep a model inventory, tier models by materiality, and write down each model's limitations where users will read them.",
            videoUrl: 'https://www.youtube.com/watch?v=Zt5Nc1YqB7e',
            materials: [
              webLink(
                'Federal Reserve SR 11-7: Guidance on Model Risk Management',
                'https://www.federalreserve.gov/supervisionreg/srletters/sr1107.htm',
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Back-testing and validation quiz',
      description: 'Four questions. Pass mark 80%.',
      passingScore: 80,
      timeLimit: 12,
      questions: [
        question(
          'A 99% VaR model has 7 exceptions in 250 days. Which Basel zone is it in?',
          ['Green', 'Yellow', 'Red', 'None, zones apply only to ES'],
          1,
          'Green is 0-4, yellow 5-9, red 10 or more.',
        ),
        question(
          "What does Christoffersen's independence test check?",
          [
            'That the number of exceptions matches the confidence level',
            'That exceptions do not cluster in time',
            'That P&L is normally distributed',
            'That VaR is subadditive',
          ],
          1,
          'Clustered exceptions show the model does not adapt to changing volatility.',
        ),
        question(
          'Why is a coverage test on 250 days weak?',
          [
            'Because 250 is not a multiple of 10',
            'Because with only about 2.5 expected exceptions, a bad model and a good model produce similar counts',
            'Because P&L is always normal over a year',
            'It is not weak',
          ],
          1,
          'Rare events give little information; the test has low power to reject a wrong model.',
        ),
        question(
          'Under SR 11-7, who should validate a model?',
          [
            'The developer, who knows it best',
            'Staff independent of development with the competence and authority to challenge it',
            'The business line using it',
            'External auditors only',
          ],
          1,
          'Effective challenge requires independence, competence and influence.',
        ),
      ],
    }),
  },
]);

export const documents = [
  courseDocument({
    slug,
    createdAt,
    updatedAt: '2025-07-01T08:15:00Z',
    title: 'Quantitative Risk Management',
    subtitle: 'VaR, expected shortfall, stress tests, back-tests',
    motif: 'curve',
    description:
      'Measure and challenge market risk: Value-at-Risk, expected shortfall, extreme value theory, stress testing and back-testing, with runnable Python for every method.',
    overview:
      'Risk numbers drive limits, capital and decisions, so a risk manager needs to know exactly what each number means and how it fails. This course builds the toolkit of a market-risk function from first principles.\n\nModule 1 defines VaR and implements it three ways. Module 2 shows why VaR can reward concentration and how expected shortfall and extreme value theory describe the tail. Module 3 designs historical, hypothetical and reverse stress tests, including the risks particular to Islamic banks. Module 4 back-tests the models statistically and sets out the governance that keeps them honest.\n\nYou should know basic probability and statistics (quantiles, normal and t distributions, likelihood) and be able to read Python with NumPy. Completing the course with every module quiz passed earns a certificate co-issued with our risk-education partner.',
    level: 'Advanced',
    category: 'Quantitative Modelling',
    isFeatured: false,
    duration: '8 weeks',
    videoUrl: 'https://player.vimeo.com/video/736205184',
    modules,
    instructor: PEOPLE.daniel,
    instructors: [PEOPLE.daniel, PEOPLE.mei],
    certificateOverrides: {
      issuer: 'QuantEthic Academy & Nordic Institute for Risk Studies',
      sealText: 'Quantitative Risk Management - Verified Certificate',
      logo: image('cert-logo-quantitative-risk-management.svg', logo(), {
        alt: 'QuantEthic Academy and Nordic Institute for Risk Studies seal',
      }),
      signature: image('signature-daniel-okafor.svg', signature('Daniel Okafor'), {
        alt: 'Signature of Daniel Okafor, course lead',
      }),
    },
  }),
  ...modules,
];
