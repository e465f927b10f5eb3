// Ethical Portfolio Construction: intermediate, three-level. Holds the two deliberately bad
// video URLs (an invalid YouTube id and an unsupported host) and has an unpublished draft.
import { PEOPLE } from '../people.mjs';
import {
  courseDocument,
  courseModules,
  googleSheet,
  lesson,
  moduleQuiz,
  question,
  reading,
  snippet,
  subLesson,
  webLink,
  worksheet,
} from './helpers.mjs';

const slug = 'ethical-portfolio-construction';
const createdAt = '2024-09-02T09:00:00Z';

const modules = courseModules(slug, createdAt, [
  {
    title: 'Screening Approaches',
    description:
      "Negative, norms-based, Shari'ah, best-in-class and thematic screens: what each does to the investable universe and how to implement them transparently.",
    isFreePreview: true,
    estimatedDuration: 125,
    lessons: [
      lesson({
        title: 'Negative and rules-based screening',
        description: 'Exclusions by activity, by conduct and by financial ratios.',
        order: 1,
        estimatedDuration: 65,
        subLessons: [
          subLesson({
            title: 'Exclusion lists and revenue thresholds',
            order: 1,
            duration: 18,
            description:
              'Negative screening removes companies by what they do (tobacco, weapons, thermal coal, gambling) or how they behave (norms-based screens for serious breaches of the UN Global Compact principles on human rights, labour, environment and corruption). Because few companies are pure plays, activity screens use revenue thresholds: a 5% limit on tobacco revenue excludes producers but keeps supermarkets. Write each rule down with its threshold, data source and review frequency; an exclusion you cannot explain to an investor is not a policy.',
            // Deliberately broken: 'short' is not an 11-character YouTube id (tests the error message).
            videoUrl: 'https://www.youtube.com/watch?v=short',
            videoPlatform: 'youtube',
            materials: [
              worksheet('ethical-screening-policy-template.pdf', 'Ethical screening policy template', [
                'Complete one section per screen. A policy that an investor cannot check is not a policy.',
                '1. Objective. What is the screen for: aligning with values, managing risk, or changing corporate behaviour? Say which, because the three lead to different designs.',
                '2. Activity exclusions. List each excluded activity with its revenue threshold (for example: tobacco production 0%, tobacco retail 5%, thermal coal mining 10%, conventional weapons 5%, controversial weapons 0%).',
                '3. Conduct (norms-based) exclusions. Which standard (UN Global Compact principles, OECD Guidelines for Multinational Enterprises)? What evidence triggers exclusion and what triggers readmission?',
                "4. Financial-ratio screens (for Shari'ah portfolios). Interest-bearing debt / market capitalisation below 30%; interest-bearing deposits / market capitalisation below 30%; impermissible income below 5% of revenue. State the averaging period for market capitalisation.",
                '5. Data. Name the data provider for each screen, how often data are refreshed, and how missing data are treated (exclude, include, or estimate).',
                '6. Review. How often is the universe re-screened? How long do you have to sell a holding that fails a screen?',
                '7. Disclosure. Publish the list of exclusions and the tracking error the screens cause against the benchmark.',
              ]),
            ],
            furtherReadings: [
              reading(
                'UN Global Compact: the Ten Principles',
                'https://unglobalcompact.org/what-is-gc/mission/principles',
                'The human rights, labour, environment and anti-corruption principles used by most norms-based screens.',
              ),
            ],
          }),
          subLesson({
            title: "Shari'ah screening as a rules-based ethical screen",
            order: 2,
            duration: 22,
            description:
              "Shari'ah screening combines an activity screen (no conventional banking, alcohol, pork, gambling, adult entertainment and similar) with financial-ratio limits because almost every company borrows or holds cash. AAOIFI Shari'ah Standard 21 caps interest-bearing debt and interest-bearing deposits at 30% of market capitalisation each, and impermissible income at 5% of revenue, which must then be purified. Index providers apply variants (some divide by total assets instead of market capitalisation, or use a 33% limit). The function in the example returns the reasons for every failure, so each exclusion is explainable.",
            videoUrl: 'https://www.youtube.com/watch?v=Tv2Ol8Ep5Kd',
            codeSnippet: snippet('portfolio_screen.py'),
            codeLanguage: 'python',
            furtherReadings: [
              reading(
                "AAOIFI Shari'ah Standard No. 21: Financial Paper (Shares and Bonds)",
                'https://aaoifi.com/',
                'The basis of the ratio screens and the purification requirement.',
              ),
            ],
          }),
        ],
      }),
      lesson({
        title: 'Positive screening and best-in-class',
        description: 'Selecting for good practice rather than excluding bad, and the limits of ESG ratings.',
        order: 2,
        estimatedDuration: 60,
        subLessons: [
          subLesson({
            title: 'Best-in-class and the divergence of ESG ratings',
            order: 1,
            duration: 20,
            description:
              "Best-in-class selects the highest-rated companies within each sector, keeping sector weights close to the benchmark. It depends entirely on the ratings, and ratings disagree: Berg, Koelbel and Rigobon (2022) found correlations between major providers' ESG ratings of only about 0.38 to 0.71, driven mostly by what is measured and how, not by weighting. Before using a rating, read its methodology, check which pillar drives the score, and test whether your conclusion survives a change of provider.",
            // Deliberately unsupported host (tests the "unsupported video" message).
            videoUrl: 'https://www.dailymotion.com/video/x8abc12',
            furtherReadings: [
              reading(
                'Berg, Koelbel and Rigobon (2022), Aggregate Confusion: The Divergence of ESG Ratings, Review of Finance 26(6)',
                null,
                'Decomposes rating disagreement into scope, measurement and weight.',
              ),
              reading(
                'Environmental, social, and governance (Wikipedia)',
                'https://en.wikipedia.org/wiki/Environmental,_social,_and_governance',
                'History of ESG investing, the main frameworks and common criticisms.',
              ),
            ],
          }),
          subLesson({
            title: 'Thematic and impact investing',
            order: 2,
            duration: 16,
            description:
              "Thematic funds target activities such as renewable energy, water or financial inclusion; impact investing adds intentionality and measurement: the investor aims for a specific social or environmental outcome and reports it. Good impact claims distinguish the company's impact from the investor's contribution (did buying listed shares on the secondary market change anything?) and use standard metrics such as the GIIN's IRIS+ catalogue. Islamic social finance, such as waqf-based funds and sukuk financing public health or education, fits naturally here.",
            videoUrl: 'https://www.youtube.com/watch?v=Ex8Gn1Ob5Rc',
            materials: [webLink('IRIS+ impact metrics (GIIN)', 'https://iris.thegiin.org/')],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Screening approaches quiz',
      description: 'Four questions. Pass mark 75%.',
      passingScore: 75,
      timeLimit: 10,
      questions: [
        question(
          'A supermarket earns 3% of revenue from tobacco sales. Under a policy excluding companies with more than 5% tobacco revenue, it is:',
          ['Excluded', 'Included', 'Included only if it stops selling tobacco', 'Sent for engagement first'],
          1,
          '3% is below the 5% threshold, so the company passes this screen.',
        ),
        question(
          'A company has market capitalisation 10bn, interest-bearing debt 3.5bn and impermissible income of 2% of revenue. Under AAOIFI Standard 21 ratios it:',
          ['Passes all screens', 'Fails the debt screen', 'Fails the income screen', 'Fails both screens'],
          1,
          'Debt / market cap is 35%, above the 30% limit; 2% impermissible income is below 5%.',
        ),
        question(
          'What is the main weakness of best-in-class selection?',
          [
            'It changes sector weights drastically',
            'It depends on ESG ratings that disagree substantially between providers',
            'It excludes all energy companies',
            'It cannot be combined with exclusions',
          ],
          1,
          'The result depends on whose rating you use; check robustness to the provider.',
        ),
        question(
          'What distinguishes impact investing from thematic investing?',
          [
            'Impact investing only uses bonds',
            'Intentional pursuit of a measurable outcome, and reporting it',
            'Thematic funds cannot hold renewable energy',
            'Impact investing ignores financial returns',
          ],
          1,
          'Intentionality and measurement define impact investing; financial returns are still sought.',
        ),
      ],
    }),
  },
  {
    title: 'Portfolio Construction with Constraints',
    description:
      'Measure what screening costs in benchmark-relative risk, and rebuild the portfolio to control it.',
    estimatedDuration: 105,
    lessons: [
      lesson({
        title: 'Measuring the cost of screening',
        description: 'Tracking error, active share and their sources.',
        order: 1,
        estimatedDuration: 105,
        subLessons: [
          subLesson({
            title: 'Tracking error and active share',
            order: 1,
            duration: 20,
            description:
              "Tracking error is the annualised standard deviation of the difference between portfolio and benchmark returns; with monthly data, multiply the monthly standard deviation by sqrt(12). It measures how far results may stray from the benchmark, not whether they are better or worse. Active share, half the sum of absolute weight differences (Cremers and Petajisto, 2009), measures how different the holdings are. Screens that remove a large sector (banks, for Shari'ah funds) raise both; an ex-ante tracking error from a risk model shows the effect before you trade.",
            videoUrl: 'https://www.youtube.com/watch?v=Zt5Nc1YqB7e',
            materials: [
              googleSheet(
                'Tracking error and active share calculator',
                '1tR4ck1ngErr0rAct1v3Sh4r3Qw3rTyU1O2P3A4S5D6',
              ),
            ],
            furtherReadings: [
              reading(
                'Tracking error (Investopedia)',
                'https://www.investopedia.com/terms/t/trackingerror.asp',
                'Definition and interpretation with examples.',
              ),
            ],
          }),
          subLesson({
            title: 'Optimising back towards the benchmark',
            order: 2,
            duration: 24,
            description:
              "After screening, reweight the remaining stocks to minimise ex-ante tracking error, (w - b)' Sigma (w - b), subject to the weights summing to one, no short positions, zero weight on excluded names, and optional sector or factor neutrality. This quadratic programme typically cuts the tracking error of a naive re-normalised portfolio by half or more. Show investors the trade-off explicitly: each additional screen's contribution to tracking error, so that ethical choices and their cost are decided together rather than discovered afterwards.",
            videoUrl: 'https://player.vimeo.com/video/736205184',
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Constraints quiz',
      description: 'Three questions.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        question(
          'Monthly active returns have a standard deviation of 0.5%. What is the annualised tracking error?',
          ['0.5%', '1.7%', '6.0%', '0.14%'],
          1,
          '0.5% x sqrt(12) = 1.73%.',
        ),
        question(
          "A portfolio holds exactly the benchmark's stocks at exactly the benchmark weights. Its active share is:",
          ['0%', '50%', '100%', 'Undefined'],
          0,
          'There are no weight differences, so active share is zero.',
        ),
        question(
          'What does minimising ex-ante tracking error after screening achieve?',
          [
            'It removes the exclusions',
            "It keeps the portfolio's risk as close to the benchmark's as the exclusions allow",
            'It guarantees outperformance',
            'It maximises ESG scores',
          ],
          1,
          'The optimiser redistributes excluded weight to similar stocks to limit benchmark-relative risk.',
        ),
      ],
    }),
  },
  {
    title: 'Engagement, Reporting and Greenwashing',
    description: 'Using ownership to change companies, and reporting what a portfolio really achieves.',
    estimatedDuration: 80,
    lessons: [
      lesson({
        title: 'Stewardship and honest reporting',
        description: 'Engagement, voting and disclosure that stands up to scrutiny.',
        order: 1,
        estimatedDuration: 80,
        subLessons: [
          subLesson({
            title: 'Engagement and voting',
            order: 1,
            duration: 18,
            description:
              'Excluding a company sells its shares to someone who may care less; engagement keeps the seat at the table. Effective engagement sets specific, time-bound objectives (for example a science-based emissions target within two years), escalates when they are missed (voting against directors, co-filing resolutions, public statements) and ends in a decision: success, continued engagement or divestment. Record each step; collaborative platforms such as those coordinated by the PRI make smaller investors more effective.',
            videoUrl: 'https://www.youtube.com/watch?v=Ah2Wm6Pk9Ty',
            materials: [webLink('Principles for Responsible Investment (PRI)', 'https://www.unpri.org/')],
          }),
          subLesson({
            title: 'Reporting impact without greenwashing',
            order: 2,
            duration: 18,
            description:
              'Greenwashing is claiming more sustainability than a product delivers. Regulators now act on it: in the EU, the Sustainable Finance Disclosure Regulation requires funds to disclose how they promote environmental or social characteristics (Article 8) or pursue a sustainable objective (Article 9), and supervisors have issued guidelines on fund names using ESG terms. Report what the screens exclude, portfolio-level metrics with their coverage and data sources, engagement outcomes, and the tracking-error cost, and avoid claiming real-world impact for secondary-market holdings without evidence.',
            videoUrl: 'https://www.youtube.com/watch?v=Do6Er2Hw8Zn',
            furtherReadings: [
              reading(
                'Socially responsible investing (Wikipedia)',
                'https://en.wikipedia.org/wiki/Socially_responsible_investing',
                'Background on screening, engagement and the history of ethical funds.',
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Stewardship and reporting quiz',
      description: 'Two questions.',
      passingScore: 70,
      timeLimit: 5,
      questions: [
        question(
          'Which is a well-designed engagement objective?',
          [
            'Be more sustainable',
            'Adopt a science-based emissions target within two years, or we vote against the chair',
            'Publish more reports',
            'Improve the ESG rating',
          ],
          1,
          'Specific, time-bound and with an escalation step.',
        ),
        question(
          'Under the EU SFDR, which article covers funds with a sustainable investment objective?',
          ['Article 6', 'Article 8', 'Article 9', 'Article 2'],
          2,
          'Article 9 funds have sustainable investment as their objective; Article 8 funds promote environmental or social characteristics.',
        ),
      ],
    }),
  },
]);

const published = courseDocument({
  slug,
  createdAt,
  updatedAt: '2025-01-09T11:20:00Z',
  title: 'Ethical Portfolio Construction',
  subtitle: 'Screening, tracking error and stewardship',
  motif: 'balance',
  description:
    "Build portfolios that reflect ethical and Shari'ah principles without losing control of risk: screening methods, tracking error, optimisation and engagement.",
  overview:
    "Ethical investing is a set of design decisions, each with a cost and a benefit that can be measured. This course shows how to make them deliberately.\n\nModule 1 compares negative, norms-based, Shari'ah, best-in-class and thematic screens and implements a transparent screening function. Module 2 measures the tracking error that screening causes and reduces it with constrained optimisation. Module 3 covers engagement, voting and reporting that avoids greenwashing.\n\nYou should know basic portfolio theory (expected return, variance, covariance) and be able to read short Python scripts.",
  level: 'Intermediate',
  category: 'Ethical Investing',
  isFeatured: false,
  duration: '6 weeks',
  videoUrl: 'https://www.youtube-nocookie.com/embed/Rk4Vh7XmC2o',
  modules,
  instructor: PEOPLE.sara,
});

// An unpublished edit: the published perspective must never return it.
const draft = {
  ...published,
  _id: `drafts.${published._id}`,
  _updatedAt: '2025-10-03T14:05:00Z',
  title: 'Ethical Portfolio Construction (DRAFT)',
  description:
    'DRAFT: revised description adding climate transition metrics and the ESMA guidelines on fund names using ESG terms. Not yet reviewed.',
  duration: '7 weeks',
};

export const documents = [published, draft, ...modules];
