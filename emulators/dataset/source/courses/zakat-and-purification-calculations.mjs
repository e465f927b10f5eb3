// Zakat and Purification Calculations: three-level, with NO `level` field and NO `duration`
// (both edge cases for the catalogue). JavaScript and SQL examples.
import { PEOPLE } from '../people.mjs';
import {
  courseDocument,
  courseModules,
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

const slug = 'zakat-and-purification-calculations';
const createdAt = '2025-01-20T09:00:00Z';

const AAOIFI_SS35 = reading(
  "AAOIFI Shari'ah Standard No. 35: Zakah",
  'https://aaoifi.com/',
  'Zakatable assets, deductible liabilities, shares and the net-assets method for companies.',
);

const modules = courseModules(slug, createdAt, [
  {
    title: 'Personal Zakat',
    description:
      'Nisab, hawl and the rate; which assets are zakatable; how to treat shares, pensions and debts.',
    isFreePreview: true,
    estimatedDuration: 75,
    lessons: [
      lesson({
        title: 'Zakatable wealth',
        description: 'The conditions of zakat and a calculator that applies them.',
        order: 1,
        estimatedDuration: 75,
        subLessons: [
          subLesson({
            title: 'Nisab, hawl and the 2.5% rate',
            order: 1,
            duration: 18,
            description:
              'Zakat on wealth is due when net zakatable wealth reaches the nisab and has been held for a lunar year (hawl). The nisab is the value of 85 g of gold or 595 g of silver; because silver is far cheaper, the silver nisab brings many more people into zakat, and scholars differ on which to use (many recommend silver as better for the poor, others gold for present-day wealth). The rate is 2.5% of net zakatable wealth on the zakat date. If you use a Gregorian year instead of a lunar one, scale the rate to about 2.577% to account for the 11 extra days.',
            videoUrl: 'https://www.youtube.com/watch?v=Zk2Wq8Er4Ty',
            codeSnippet: snippet('zakat_calculator.js'),
            codeLanguage: 'javascript',
            materials: [
              worksheet('personal-zakat-worksheet.pdf', 'Personal zakat worksheet', [
                'Fill in the values on your zakat date. Use market values on that date.',
                'A. Cash: bank accounts, cash at home, e-wallets. (Exclude any interest received, which should be given away, not counted.)',
                'B. Gold and silver: weight in grams x price per gram. Scholars differ on jewellery in regular use; follow the opinion you hold and note it.',
                'C. Shares held for trading: full market value.',
                "D. Shares held long term: your share of the company's zakatable assets (cash, receivables, inventory) per share x shares held. If unknown, some scholars accept 25% of market value as an approximation.",
                'E. Money owed to you that you expect to be repaid.',
                'F. Business stock: value at current sale price.',
                "G. Debts and bills due now (this month's instalments, unpaid bills). For long-term debts, many contemporary scholars allow deducting only the instalments due in the coming year.",
                'Net zakatable wealth = A + B + C + D + E + F - G.',
                'Nisab: 595 g x silver price per gram, or 85 g x gold price per gram.',
                'If net zakatable wealth >= nisab and a lunar year has passed: zakat = 2.5% x net zakatable wealth (about 2.577% on a Gregorian year).',
                'Worked example (matches the course calculator): cash 6,200; gold 20 g at 75 = 1,500; trading shares 1,500; long-term shares 2,400; receivables 800; debts due 1,100. Net = 11,300. Silver nisab 535.50 and gold nisab 6,375 are both exceeded. Zakat = 282.50.',
              ]),
            ],
            furtherReadings: [
              AAOIFI_SS35,
              reading(
                'Zakat (Wikipedia)',
                'https://en.wikipedia.org/wiki/Zakat',
                'Conditions, recipients and history.',
              ),
            ],
          }),
          subLesson({
            title: 'Shares, pensions and debts',
            order: 2,
            duration: 16,
            description:
              "Shares held to trade are merchandise: zakat on their full market value. Shares held for dividends and long-term growth carry zakat on the investor's part of the company's zakatable assets, as AAOIFI Standard 35 sets out, unless the company pays zakat itself. Pension funds you cannot access are generally not zakatable until you can; accessible defined-contribution pots are treated like other investments by many scholars. Debts reduce zakatable wealth only to the extent they are due now; for a mortgage or a long-term Islamic home finance, a common view is to deduct only the coming year's instalments.",
            videoUrl: 'https://youtu.be/Ex8Gn1Ob5Rc',
            materials: [webLink('National Zakat Foundation (UK): zakat guidance', 'https://nzf.org.uk/')],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Personal zakat quiz',
      description: 'Three questions.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        question(
          'Net zakatable wealth is 20,000 and exceeds the nisab, held for a full lunar year. How much zakat is due?',
          ['200', '500', '2,000', '250'],
          1,
          '2.5% x 20,000 = 500.',
        ),
        question(
          'Why does the silver nisab bring more people into zakat than the gold nisab?',
          [
            'Because silver is heavier',
            "Because 595 g of silver is worth far less than 85 g of gold at today's prices",
            'Because silver is not zakatable',
            'It does not',
          ],
          1,
          'At recent prices the silver nisab is less than a tenth of the gold nisab.',
        ),
        question(
          'You hold shares for long-term dividends in a company that does not pay zakat. What is zakatable?',
          [
            'Nothing',
            'Their full market value',
            "Your proportion of the company's zakatable assets",
            'Only the dividends received',
          ],
          2,
          "AAOIFI Standard 35 treats long-term holdings by reference to the company's zakatable assets.",
        ),
      ],
    }),
  },
  {
    title: 'Purifying Investment Income',
    description:
      'Why screened portfolios still need purification, the two calculation methods, and doing it at scale in SQL.',
    estimatedDuration: 70,
    lessons: [
      lesson({
        title: 'Purification',
        description: 'Computing and disbursing the impermissible part of investment income.',
        order: 1,
        estimatedDuration: 70,
        subLessons: [
          subLesson({
            title: 'Dividend purification in SQL',
            order: 1,
            duration: 20,
            description:
              "Companies that pass Shari'ah screens may still earn small amounts of impermissible income, typically interest on cash balances. Investors give that share away to charity. Two methods are common. The dividend method, used by many funds, multiplies each dividend received by the company's ratio of impermissible income to total revenue. The earnings method in AAOIFI Standard 21 applies to the holder at the end of the company's financial period: impermissible income per share x shares held, whether or not it was distributed. The query implements the dividend method for a whole portfolio in one pass.",
            videoUrl: 'https://www.youtube.com/watch?v=Pq6Rs1Tu4Vw',
            codeSnippet: snippet('purification.sql'),
            codeLanguage: 'sql',
            furtherReadings: [
              reading(
                "AAOIFI Shari'ah Standard No. 21: Financial Paper (Shares and Bonds)",
                'https://aaoifi.com/',
                'Screening ratios and the purification of impermissible income.',
              ),
            ],
          }),
          subLesson({
            title: 'Capital gains, timing and disbursement',
            order: 2,
            duration: 15,
            description:
              "Most scholars do not require purification of capital gains on screened shares, reasoning that the price reflects permissible assets and activities; a minority recommend purifying a proportion. Purification money is not zakat and not the investor's charity: it must be given away in full, without the investor claiming a benefit such as a tax deduction where that can be avoided, and it may not be used for the investor's own expenses. Funds should compute it each distribution period, disclose it, and pay it to approved charities.",
            videoUrl: 'https://www.youtube.com/watch?v=Cv5Bn8Mm1Qa',
            quizzes: [
              legacyQuiz('Check: purification', 'Two quick questions.', [
                question(
                  'You receive 1,000 in dividends from a company whose impermissible income is 3% of revenue. Using the dividend method, how much do you purify?',
                  ['3', '30', '300', 'Nothing, the company passed the screen'],
                  1,
                  '1,000 x 3% = 30; passing the screen does not remove the need to purify.',
                ),
                question(
                  'Can purification money be counted towards your zakat?',
                  ['Yes', 'No, it is not your wealth to give; it must be disposed of separately'],
                  1,
                  "Impermissible income never became the investor's property in Shari'ah terms, so it cannot discharge zakat.",
                ),
              ]),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Purification quiz',
      description: 'Two questions.',
      passingScore: 70,
      timeLimit: 5,
      questions: [
        question(
          'Under the AAOIFI earnings method, what determines the amount to purify?',
          [
            'Dividends received x impermissible ratio',
            "Impermissible income per share x shares held at the end of the company's financial period",
            'Capital gains x 2.5%',
            'Market value x 5%',
          ],
          1,
          'AAOIFI bases purification on the impermissible income attributable to the shares, distributed or not.',
        ),
        question(
          'Why do screened funds still purify?',
          [
            'Because screens allow a small share of impermissible income, such as interest on cash',
            'Because zakat requires it',
            'Because purification raises returns',
            'They do not need to',
          ],
          0,
          'The 5% income threshold tolerates small impermissible income but requires it to be given away.',
        ),
      ],
    }),
  },
]);

// No `level` and no `duration`: both are optional and the catalogue must cope without them.
export const documents = [
  courseDocument({
    slug,
    createdAt,
    title: 'Zakat and Purification Calculations',
    subtitle: 'Personal zakat and investment purification',
    motif: 'balance',
    description:
      'Calculate personal zakat correctly (nisab, hawl, shares, debts) and purify investment income from screened portfolios, with a JavaScript calculator and a SQL query.',
    overview:
      'Zakat is one of the pillars of Islam, yet the calculation confuses many people as soon as their wealth includes shares, pensions or a home finance plan. Investors in screened funds face a second question: how much of their income must be purified, and how.\n\nThis self-paced course explains the conditions of zakat and the treatment of each kind of asset and debt, with a worksheet and a calculator you can adapt. It then covers the two purification methods and implements dividend purification for a whole portfolio in SQL.\n\nWhere scholars differ, the course presents the main views and their reasoning rather than choosing for you. It is suitable for individuals, financial planners and fund operations teams.',
    category: 'Islamic Finance',
    isFeatured: false,
    videoUrl: 'https://m.youtube.com/watch?v=Zt5Nc1YqB7e',
    modules,
    instructor: PEOPLE.omar,
  }),
  ...modules,
];
