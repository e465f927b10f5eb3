// Sukuk Structuring and Valuation: advanced, three-level. Its last module's quiz has no
// questions yet (the case study is assessed in writing), an edge case for the quiz UI.
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

const slug = 'sukuk-structuring-and-valuation';
const createdAt = '2025-06-02T09:00:00Z';

const AAOIFI_SS17 = reading(
  "AAOIFI Shari'ah Standard No. 17: Investment Sukuk",
  'https://aaoifi.com/',
  'Definitions, permitted types of sukuk, tradability and the rights of sukuk holders.',
);

const modules = courseModules(slug, createdAt, [
  {
    title: 'Sukuk Structures',
    description:
      'The main structures (ijarah, murabaha, wakalah, musharakah and hybrids), what investors own in each, and the governance questions they raise.',
    isFreePreview: true,
    estimatedDuration: 140,
    lessons: [
      lesson({
        title: 'Asset-based and asset-backed',
        description: 'How the common structures work, and what determines whether a sukuk can trade.',
        order: 1,
        estimatedDuration: 80,
        subLessons: [
          subLesson({
            title: 'Ijarah sukuk step by step',
            order: 1,
            duration: 22,
            description:
              "1. The originator sells assets (say, buildings) to a special-purpose vehicle (SPV), the issuer and trustee. 2. The SPV issues sukuk and pays the purchase price with the proceeds, so holders own the assets in undivided shares through the trust. 3. The SPV leases the assets back to the originator; rentals fund the periodic distributions. 4. At maturity or default the originator buys the assets back at an exercise price set in a purchase undertaking. Because the exercise price is usually the face amount, holders in practice take the originator's credit risk: the structure is asset-based. In an asset-backed sukuk, by contrast, holders could enforce against the assets.",
            videoUrl: 'https://www.youtube.com/watch?v=Do6Er2Hw8Zn&t=90s',
            materials: [
              worksheet('sukuk-term-sheet-review.pdf', 'Sukuk term sheet review checklist', [
                'Use this checklist when reading a sukuk offering circular or term sheet.',
                '1. Structure. Which contract (ijarah, murabaha, wakalah, musharakah, mudarabah, hybrid)? Draw the flow of assets and cash between originator, SPV (issuer/trustee) and holders.',
                '2. Assets. What assets are transferred, and how: true sale with registration, or beneficial ownership only? What share of the portfolio is tangible (assets and usufruct) rather than receivables? Hybrid sukuk usually require at least 51%.',
                '3. Distributions. Fixed or floating? What funds them: rentals, murabaha profit, partnership profit? Is there a liquidity facility or reserve if they fall short?',
                '4. Purchase undertaking. Who gives it, at what exercise price, and on which events (maturity, dissolution event, tax event, total loss)? Under AAOIFI 2008, a partner, mudarib or agent may not undertake to repurchase at face value.',
                '5. Total loss. If the assets are destroyed, who must insure them and what happens if insurance proceeds fall short? Is there a total-loss shortfall undertaking?',
                '6. Governing law and enforcement. English or local law for the transaction documents? Where are the assets and which courts will enforce against them?',
                "7. Shari'ah. Which scholars issued the pronouncement, and does it cover the specific structure, including any tangibility ratio and the undertakings?",
              ]),
            ],
            furtherReadings: [AAOIFI_SS17],
          }),
          subLesson({
            title: 'Wakalah, murabaha and hybrid sukuk',
            order: 2,
            duration: 20,
            description:
              "In a wakalah sukuk the SPV appoints the originator as agent (wakil) to invest the proceeds in a portfolio of Shari'ah-compliant assets, typically leased assets plus murabaha receivables, and to pay an expected profit. Murabaha receivables are debts, which may only be transferred at face value, so a sukuk backed only by them cannot trade in a secondary market. Hybrid and wakalah sukuk therefore keep a minimum share of tangible assets, commonly 51% (some Shari'ah boards accept around a third), and must monitor it through the life of the issue; if it falls below the threshold, the sukuk may have to be delisted or held to maturity.",
            videoUrl: 'https://youtu.be/Yc9Ue4Ra7Ji?t=42',
            furtherReadings: [
              reading(
                'International Islamic Financial Market (IIFM): Sukuk Report',
                'https://www.iifm.net/',
                'Annual survey of sukuk issuance by structure, country and currency.',
              ),
            ],
          }),
        ],
      }),
      lesson({
        title: "Shari'ah governance of sukuk",
        description: 'The 2008 AAOIFI resolution and its effect on market practice.',
        order: 2,
        estimatedDuration: 55,
        subLessons: [
          subLesson({
            title: 'The 2008 AAOIFI resolution and purchase undertakings',
            order: 1,
            duration: 20,
            description:
              "In late 2007 Sheikh Muhammad Taqi Usmani, then chairman of AAOIFI's Shari'ah board, argued that about 85% of sukuk issued did not comply with Shari'ah, chiefly because musharakah and mudarabah sukuk guaranteed the return of capital through purchase undertakings at face value. AAOIFI's resolution of February 2008 responded: sukuk must represent ownership of assets with all the rights and obligations of ownership; a manager may not undertake to lend to holders when actual profit falls short of the expected return; and a partner, mudarib or agent may not undertake to buy the assets back at face value, only at market or net asset value. A lessee in an ijarah sukuk may still undertake to buy at face value. Issuance shifted towards ijarah and wakalah structures as a result.",
            videoUrl: 'https://www.youtube.com/watch?v=Ah2Wm6Pk9Ty',
            furtherReadings: [
              AAOIFI_SS17,
              reading(
                'Sukuk (Wikipedia)',
                'https://en.wikipedia.org/wiki/Sukuk',
                'History of the market, including the 2007-2008 compliance debate and notable defaults.',
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Sukuk structures quiz',
      description: 'Four questions. Pass mark 80%.',
      passingScore: 80,
      timeLimit: 12,
      questions: [
        question(
          'In a typical ijarah sukuk, where do the periodic distributions come from?',
          [
            'Interest on a loan to the originator',
            'Rentals paid by the originator as lessee of the assets',
            'The sale of new sukuk',
            'Dividends of the SPV',
          ],
          1,
          'The SPV owns the assets and leases them to the originator; rent funds the distributions.',
        ),
        question(
          'Why can a sukuk backed only by murabaha receivables not trade at a market price?',
          [
            'Because murabaha is prohibited',
            'Because the receivables are debts, and debts may only be transferred at face value',
            'Because murabaha sukuk have no maturity',
            'Because the SPV owns the goods',
          ],
          1,
          'Selling a debt for more or less than its face value would be riba.',
        ),
        question(
          "Under AAOIFI's 2008 resolution, at what price may the mudarib in a mudarabah sukuk undertake to buy back the assets?",
          [
            'Face value',
            'Market value or net asset value',
            'Any price agreed at issuance',
            'It may not buy them back at all',
          ],
          1,
          'A face-value undertaking by a mudarib, partner or agent would guarantee capital, which the resolution prohibits.',
        ),
        question(
          'What typically makes an ijarah sukuk "asset-based" rather than "asset-backed"?',
          [
            "Holders rely on the originator's purchase undertaking at face value rather than on recourse to the assets",
            'It has no assets',
            'It pays a floating rental',
            'It is listed on an exchange',
          ],
          0,
          "Economically the holders take the originator's credit risk; the assets are not ring-fenced for them.",
        ),
      ],
    }),
  },
  {
    title: 'Pricing Sukuk',
    description:
      'Cash flows, yield and duration for fixed-rental sukuk, and what drives spreads against conventional bonds.',
    estimatedDuration: 110,
    lessons: [
      lesson({
        title: 'Cash flows and yield',
        description: 'Discounting sukuk distributions and solving for yield.',
        order: 1,
        estimatedDuration: 110,
        subLessons: [
          subLesson({
            title: 'Pricing a fixed-rental ijarah sukuk',
            order: 1,
            duration: 25,
            description:
              "With fixed rentals and a face-value purchase undertaking, an ijarah sukuk's cash flows are those of a fixed-coupon bond, so the same pricing applies: price is the present value of the distributions and the exercise price, and yield is the single rate that equates the two. The yield measures the return an investor locks in by buying at today's price; it is a valuation convention, not an interest rate in the contract. The example prices a five-year, 5% semi-annual sukuk, solves for yield at a price of 970 by bisection and computes modified duration numerically.",
            videoUrl: 'https://www.youtube.com/watch?v=Lm3Rb8TzQ1c',
            codeSnippet: snippet('sukuk_pricing.py'),
            codeLanguage: 'python',
            materials: [
              googleSheet(
                'Sukuk pricing and duration workbook',
                '1sUkUkPr1c1ngW0rKb00kQ9xYzAbCdEfGh1234567890',
              ),
            ],
          }),
          subLesson({
            title: 'Spreads, benchmarks and the sukuk premium',
            order: 2,
            duration: 18,
            description:
              'Sukuk of the same obligor often trade close to its conventional bonds because, economically, holders take the same credit risk. Differences come from the investor base (Islamic banks that hold to maturity, creating scarcity and lower yields), smaller issue sizes and lower secondary liquidity (pushing yields up), and structural features such as total-loss events or tangibility requirements. When comparing, use the same obligor, currency and maturity, and compare spreads over the same benchmark curve rather than raw yields.',
            videoUrl: 'https://www.youtube.com/watch?v=Qe7fR2mXk9A',
            materials: [
              webLink('Sukuk explained (Investopedia)', 'https://www.investopedia.com/terms/s/sukuk.asp'),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Sukuk pricing quiz',
      description: 'Three questions; a calculator helps.',
      passingScore: 70,
      timeLimit: 10,
      questions: [
        question(
          'A sukuk with a 5% fixed rental trades at 970 per 1,000 face. Its yield is:',
          ['Below 5%', 'Exactly 5%', 'Above 5%', 'Undefined for sukuk'],
          2,
          'A price below face means the investor earns the distributions plus a gain to face at maturity: yield above the 5% rental rate.',
        ),
        question(
          'A sukuk has modified duration 4.35 and price 970. Approximately how much does its price fall if its yield rises by 0.5%?',
          ['2.1', '4.4', '21.1', '42.2'],
          2,
          '4.35 x 0.005 x 970 = 21.1.',
        ),
        question(
          "Which factor tends to make a sukuk yield lower than the same issuer's conventional bond?",
          [
            'Lower liquidity',
            'Strong buy-and-hold demand from Islamic banks',
            'A smaller issue size',
            'Total-loss risk',
          ],
          1,
          'Scarce supply relative to a captive investor base supports prices; the other three push yields up.',
        ),
      ],
    }),
  },
  {
    title: 'Credit and Legal Risk',
    description:
      'What happens when sukuk obligors get into trouble, and what the documents are worth in court.',
    estimatedDuration: 90,
    lessons: [
      lesson({
        title: 'When sukuk default',
        description: 'Case studies in restructuring and enforcement.',
        order: 1,
        estimatedDuration: 90,
        subLessons: [
          subLesson({
            title: 'Case study: Dana Gas (2017)',
            order: 1,
            duration: 24,
            description:
              "In June 2017 Dana Gas announced that its mudarabah sukuk, about US$700 million, were no longer Shari'ah compliant because of evolving interpretations, and sought declarations in the UAE courts that would have made them unenforceable. The purchase undertaking, however, was governed by English law, and in November 2017 the English High Court held it valid and enforceable, since an English court does not test compliance with Shari'ah. The sukuk were restructured by agreement in 2018. Lessons: governing law and the forum for enforcement matter, and a Shari'ah pronouncement at issuance does not remove the risk of a later challenge.",
            videoUrl: 'https://vimeo.com/482913657',
          }),
          subLesson({
            title: 'Recovery: asset-based versus asset-backed in insolvency',
            order: 2,
            duration: 20,
            description:
              'When an asset-based sukuk defaults, holders usually have an unsecured claim on the obligor through the purchase undertaking, ranking with senior creditors; the transfer of assets to the SPV was often beneficial only, without registration, so the trustee cannot simply sell them. Where assets are genuinely transferred and ring-fenced, holders can enforce against them, but their value may be low in a distressed market, and some assets (government land, public infrastructure) cannot be seized in practice. Recovery analysis therefore starts from the documents and local insolvency law, not from the label on the sukuk.',
            videoUrl: 'https://www.youtube.com/watch?v=Mi5Zs3Vd7Lu',
            furtherReadings: [
              reading(
                'IFSB-7: Capital Adequacy Requirements for Sukuk, Securitisations and Real Estate Investment',
                'https://www.ifsb.org/',
                'How regulators distinguish asset-based from asset-backed sukuk when setting capital.',
              ),
            ],
          }),
        ],
      }),
    ],
    // An edge case kept on purpose: the quiz exists but has no questions yet.
    moduleQuiz: moduleQuiz({
      title: 'Credit and legal risk: case study',
      description:
        'This module is assessed by a written case-study analysis reviewed by the instructor; the online quiz has no questions.',
      passingScore: 70,
      questions: [],
    }),
  },
]);

export const documents = [
  courseDocument({
    slug,
    createdAt,
    title: 'Sukuk Structuring and Valuation',
    subtitle: 'Structures, pricing and legal risk',
    motif: 'network',
    description:
      'How sukuk are structured, priced and enforced: ijarah, wakalah and hybrid structures, yield and duration, and what the Dana Gas case taught the market.',
    overview:
      "Sukuk are now a core funding instrument for sovereigns, banks and corporates across the GCC, South-East Asia and beyond. Structuring them well requires both the Shari'ah rules on ownership, debt and guarantees and a capital-markets view of pricing, credit and enforcement.\n\nThe course covers the main structures and the 2008 AAOIFI resolution that reshaped them, prices fixed-rental sukuk in Python, explains spread differences with conventional bonds, and studies defaults and restructurings. The final module is assessed through a written case study.\n\nYou should be comfortable with bond mathematics (present value, yield, duration) and the basic Islamic contracts.",
    level: 'Advanced',
    category: 'Islamic Finance',
    isFeatured: false,
    duration: '6 weeks',
    videoUrl: 'https://www.youtube.com/shorts/Bn6Tq2Lz8Wy',
    modules,
    instructor: PEOPLE.yusuf,
  }),
  ...modules,
];
