// Takaful Fundamentals: beginner, SINGLE-level legacy curriculum. Modules have no lessons; the
// content sits on the legacy module fields (topics, video, materials, further readings, code,
// quizzes). One legacy quiz has an empty questions array.
import { PEOPLE } from '../people.mjs';
import {
  courseDocument,
  courseModules,
  googleSheet,
  legacyQuiz,
  question,
  reading,
  snippet,
  webLink,
  worksheet,
} from './helpers.mjs';

const slug = 'takaful-fundamentals';
const createdAt = '2024-03-18T09:00:00Z';

const TAKAFUL_WIKI = reading(
  'Takaful (Wikipedia)',
  'https://en.wikipedia.org/wiki/Takaful',
  'History, operating models and the main markets.',
);

const modules = courseModules(slug, createdAt, [
  {
    title: 'What Takaful Is and How It Differs from Insurance',
    description:
      "Takaful is mutual protection: participants donate (tabarru') to a common fund that compensates whichever of them suffers a covered loss. This module explains why scholars object to conventional commercial insurance and how takaful answers each objection.",
    isFreePreview: true,
    estimatedDuration: 60,
    topics: [
      "Ta'awun (mutual help) and tabarru' (donation) as the basis of takaful",
      'Gharar, maysir and riba in conventional commercial insurance',
      'The 1985 OIC Fiqh Academy resolution on insurance',
      "From the Islamic Insurance Company of Sudan (1979) to today's markets",
      "Participants, the takaful operator and the participants' risk fund",
    ],
    videoUrl: 'https://www.youtube.com/watch?v=Wx4Hs8Ba2Ty',
    materials: [
      worksheet('takaful-vs-insurance.pdf', 'Takaful and conventional insurance compared', [
        'This sheet summarises the differences covered in module 1. Use it to answer the module quiz and as a reference when reading takaful product documents.',
        "Contract. Conventional insurance is an exchange contract: the premium buys a promise of compensation. Takaful is based on donation (tabarru'): participants give contributions to a fund that helps members who suffer a loss.",
        'Gharar. In an exchange contract, uncertainty about whether and how much will be paid is excessive gharar. In a donation-based arrangement such uncertainty is tolerated, as the donor does not seek an equivalent in return.',
        'Maysir. Conventional insurance exchanges a certain premium for an uncertain payout, which scholars compare to a wager. Takaful pools risk among participants without one party gaining what another loses.',
        "Riba. Conventional insurers invest premiums largely in interest-bearing assets. Takaful funds invest only in Shari'ah-compliant assets such as sukuk and screened equities.",
        "Surplus. In conventional insurance any underwriting profit belongs to shareholders. In takaful the underwriting surplus belongs to the participants' risk fund and may be distributed to participants or kept as a reserve.",
        'Operator. The takaful operator manages the fund for a fee (wakalah) and/or a share of investment profit (mudarabah). It does not own the fund.',
        'Deficit. If claims exceed the fund, the operator provides an interest-free loan (qard), repaid from future surpluses.',
      ]),
    ],
    furtherReadings: [
      TAKAFUL_WIKI,
      reading(
        "AAOIFI Shari'ah Standard No. 26: Islamic Insurance",
        'https://aaoifi.com/',
        "The Shari'ah rules for takaful: donation, the operator's role, surplus and deficit.",
      ),
    ],
    quizzes: [
      legacyQuiz('Module 1 quiz', 'Three questions on the basis of takaful.', [
        question(
          'On which kind of contract is takaful based?',
          [
            'A sale of protection',
            "Donation (tabarru') among participants for mutual help",
            'An interest-bearing deposit',
            'A lease',
          ],
          1,
          'Contributions are donations to a common fund; this removes the exchange that makes conventional insurance problematic.',
        ),
        question(
          'Why is gharar tolerated in takaful but not in conventional insurance?',
          [
            'Because takaful policies are shorter',
            'Because uncertainty is tolerated in donation contracts, unlike exchange contracts',
            'Because takaful has no claims',
            'Because takaful is regulated by central banks',
          ],
          1,
          'Classical jurists are lenient about uncertainty in gratuitous contracts, where nothing is sought in exchange.',
        ),
        question(
          'To whom does the underwriting surplus of a takaful fund belong?',
          ["The operator's shareholders", "The participants' risk fund", 'The government', 'The reinsurer'],
          1,
          'The fund belongs to the participants; the operator is paid for managing it, not from its surplus.',
        ),
      ]),
    ],
  },
  {
    title: 'Operating Models: Wakalah, Mudarabah, Hybrid and Waqf',
    description:
      'How the takaful operator is paid determines its incentives. This module compares the four models used around the world and their strengths and conflicts.',
    estimatedDuration: 70,
    topics: [
      'Wakalah: the operator as agent for a fixed fee',
      'Mudarabah: the operator as manager sharing profit',
      'The hybrid model: wakalah for underwriting, mudarabah for investment',
      'The waqf model (wakalah-waqf) used in Pakistan',
      "Conflicts of interest and the role of the Shari'ah board",
    ],
    videoUrl: 'https://vimeo.com/205948831',
    materials: [
      googleSheet('Operating model comparison table', '1t4k4fulM0d3lsC0mp4r1s0nQ1w2E3r4T5y6U7i8O9p'),
      webLink('Islamic Financial Services Board: takaful standards', 'https://www.ifsb.org/'),
    ],
    furtherReadings: [
      reading(
        'IFSB-8: Guiding Principles on Governance for Takaful (Islamic Insurance) Undertakings',
        'https://www.ifsb.org/',
        "Governance of the operator and the participants' fund, and managing conflicts between them.",
      ),
    ],
    quizzes: [
      legacyQuiz('Module 2 quiz', 'Three questions on operating models.', [
        question(
          'In the hybrid model, how is the operator typically paid?',
          [
            'A share of underwriting surplus only',
            'A wakalah fee on contributions plus a mudarabah share of investment profit',
            "Interest on the fund's assets",
            'Nothing, it is a charity',
          ],
          1,
          'The hybrid model uses agency for underwriting and mudarabah for investing the fund.',
        ),
        question(
          "Which model was adopted by Pakistan's Takaful Rules of 2005?",
          ['Pure mudarabah', 'Wakalah-waqf', 'Conventional mutual', 'Pure wakalah with surplus sharing'],
          1,
          "Pakistan uses a wakalah-waqf model in which the participants' fund is a waqf entity.",
        ),
        question(
          'What incentive problem does a pure wakalah fee create?',
          [
            'The operator earns its fee on contribution volume whatever the quality of underwriting',
            'The operator bears all claims',
            'Participants cannot receive surplus',
            'The fund cannot invest',
          ],
          0,
          'A fee on contributions rewards growth, not careful underwriting; performance fees and governance try to correct this.',
        ),
      ]),
    ],
  },
  {
    title: 'Surplus, Deficit and Qard',
    description:
      'Follow the money through one year of a general takaful fund: fees, claims, reinsurance, investment profit, surplus distribution, and the interest-free loan that covers a deficit.',
    estimatedDuration: 75,
    topics: [
      "The participants' risk fund and the shareholders' fund",
      'Computing the underwriting and investment surplus',
      'Surplus distribution policies and reserves',
      'Qard hasan: covering a deficit and its repayment',
      'Solvency requirements for takaful (IFSB-11)',
    ],
    videoUrl: 'https://www.youtube.com/watch?v=Nb7Qw2Er5Ty',
    codeSnippet: snippet('takaful_surplus.py'),
    codeLanguage: 'python',
    furtherReadings: [
      reading(
        'IFSB-11: Standard on Solvency Requirements for Takaful (Islamic Insurance) Undertakings',
        'https://www.ifsb.org/',
        "Capital for the operator and the participants' fund, and the treatment of qard.",
      ),
    ],
    quizzes: [
      legacyQuiz(
        'Module 3 quiz',
        'Two calculation questions; use the example script to check your answers.',
        [
          question(
            "Contributions are 10m and the wakalah fee is 25%. How much goes into the participants' risk fund?",
            ['2.5m', '7.5m', '10m', '12.5m'],
            1,
            "The operator takes 2.5m as its fee; 7.5m remains as tabarru' in the fund.",
          ),
          question(
            'The fund ends the year with a deficit of 590,000. What does the operator do?',
            [
              'Absorbs the loss as an expense',
              'Lends the fund 590,000 as qard, repaid from future surpluses',
              'Charges participants interest on the shortfall',
              'Closes the fund',
            ],
            1,
            "The operator supports the fund with an interest-free loan; it does not own the fund's losses or profits.",
          ),
        ],
      ),
    ],
  },
  {
    title: 'Family Takaful and Retakaful',
    description:
      'Long-term savings and protection products, and how takaful operators share their own risks with retakaful.',
    estimatedDuration: 55,
    topics: [
      "Family takaful: the participants' investment account and the risk (tabarru') account",
      'Savings, education and mortgage-protection plans',
      'Retakaful: reinsurance on takaful principles',
      'Using conventional reinsurance when retakaful capacity is lacking (the necessity argument)',
    ],
    videoUrl: 'https://www.youtube.com/watch?v=Gh3Jk6Lm9Np',
    materials: [webLink('Takaful (Wikipedia)', 'https://en.wikipedia.org/wiki/Takaful')],
    furtherReadings: [TAKAFUL_WIKI],
    quizzes: [
      legacyQuiz(
        'Module 4 reflection',
        'No questions yet: write a short note on how a family takaful plan splits each contribution between savings and the risk fund, and discuss it with your instructor.',
        [],
      ),
    ],
  },
]);

export const documents = [
  courseDocument({
    slug,
    createdAt,
    title: 'Takaful Fundamentals',
    subtitle: 'Islamic insurance from first principles',
    motif: 'network',
    description:
      'How takaful (Islamic insurance) works: its basis in mutual donation, the wakalah, mudarabah, hybrid and waqf operating models, surplus and deficit, and family takaful.',
    overview:
      "Takaful offers protection without the features that make conventional commercial insurance objectionable to most scholars: participants donate to a fund that protects them all, an operator manages it for a fee, and any surplus belongs to the participants.\n\nThis course explains the principles, compares operating models and their incentives, works through a year of a takaful fund's accounts, including the interest-free loan that covers a deficit, and introduces family takaful and retakaful.\n\nNo prior knowledge is needed. This is one of our first courses and uses the original single-page module format.",
    level: 'Beginner',
    category: 'Islamic Finance',
    isFeatured: false,
    duration: '4 weeks',
    videoUrl: 'https://www.youtube.com/watch?v=Tk8Fs2Lp5Qa',
    modules,
    instructor: PEOPLE.yusuf,
  }),
  ...modules,
];
