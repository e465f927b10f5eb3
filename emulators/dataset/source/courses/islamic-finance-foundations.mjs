// Islamic Finance Foundations: the featured beginner course (three-level curriculum).
import { PEOPLE } from '../people.mjs';
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

const slug = 'islamic-finance-foundations';
const createdAt = '2024-04-08T09:00:00Z';

const modules = courseModules(slug, createdAt, [
  {
    title: 'Principles: Riba, Gharar and Maysir',
    description:
      'The three prohibitions that shape every Islamic financial contract, what each one means in practice, and why Islamic finance earns its return by bearing the risk of real trade and ownership.',
    isFreePreview: true,
    estimatedDuration: 95,
    lessons: [
      lesson({
        title: 'Why Islamic finance prohibits riba',
        description:
          'What riba is, the two forms classical jurists identified, and the principle that profit must come with risk.',
        order: 1,
        estimatedDuration: 45,
        subLessons: [
          subLesson({
            title: 'What counts as riba',
            order: 1,
            duration: 14,
            description:
              "Riba is any predetermined increase over the principal of a loan or debt. Jurists distinguish riba al-nasi'ah, the increase charged for deferring payment (the interest on a loan), from riba al-fadl, an unequal hand-to-hand exchange of the same 'ribawi' commodity; the hadith names six: gold, silver, wheat, barley, dates and salt. The test is not the size of the increase: any contractual return on a loan, however small, is riba, while a trader may charge any price for goods he owns and sells. This is why Islamic banks restructure financing as sales, leases and partnerships rather than loans.",
            videoUrl: 'https://www.youtube.com/watch?v=Lm3Rb8TzQ1c&t=90s',
            furtherReadings: [
              reading(
                'Riba (Wikipedia)',
                'https://en.wikipedia.org/wiki/Riba',
                "An overview of the Qur'anic verses, the hadith on the six commodities and the classical and modern debates.",
              ),
              reading(
                'An Introduction to Islamic Finance, Muhammad Taqi Usmani',
                null,
                "A short, widely used primer by a leading Shari'ah scholar; chapter 1 sets out why a loan may not carry a return.",
              ),
            ],
          }),
          subLesson({
            title: 'Trade versus lending: earning a return by bearing risk',
            order: 2,
            duration: 16,
            description:
              '"Allah has permitted trade and forbidden riba" (Qur\'an 2:275). The difference is risk: a seller owns the goods, bears the loss if they are destroyed before delivery, and only then earns a profit. Two legal maxims carry the idea: al-kharaj bi al-daman (entitlement to income goes with liability for loss) and al-ghunm bi al-ghurm (gain accompanies the risk of loss). The example shows a practical consequence: when a customer pays late, a loan\'s balance keeps growing, while a murabaha debt is fixed at the agreed price; any late-payment charge goes to charity.',
            videoUrl: 'https://youtu.be/Fg1Ms5Dk3Ha',
            codeSnippet: snippet('late_payment_murabaha_vs_loan.py'),
            codeLanguage: 'python',
            furtherReadings: [
              reading(
                'Islamic Financial Services Board (IFSB)',
                'https://www.ifsb.org/',
                'The standard-setter for prudential regulation of Islamic banks, takaful and capital markets; its standards explain how these risks are supervised.',
              ),
            ],
          }),
        ],
      }),
      lesson({
        title: 'Gharar and maysir',
        description:
          'Excessive uncertainty and gambling: how they invalidate contracts and where the line is drawn.',
        order: 2,
        estimatedDuration: 50,
        // Listed out of order on purpose: the site sorts sub-lessons by `order`.
        subLessons: [
          subLesson({
            title: 'Maysir: when a contract becomes a wager',
            order: 2,
            duration: 11,
            description:
              "Maysir (gambling) is acquiring wealth by chance rather than by effort or exchange: one party gains exactly what the other loses, and the outcome depends on an uncertain event. Islamic finance applies the test to contracts, not just games: a pure bet on an index level, a derivative held only to speculate, or an insurance policy where premiums and payouts are an exchange of money for chance. Takaful and Shari'ah-compliant hedging tools (such as a wa'd-based currency hedge tied to a real trade) are designed to keep the economic purpose while removing the wager.",
            videoUrl: 'https://youtube.com/watch?v=Hx2Kp9WvN4s',
          }),
          subLesson({
            title: 'Gharar: excessive uncertainty in contracts',
            order: 1,
            duration: 14,
            description:
              "Gharar is uncertainty about the essential terms of a contract: the subject matter, its quantity or quality, the price or the time of delivery. The Prophet prohibited the 'sale of gharar' (reported by Muslim), with classical examples such as selling fish still in the sea, a bird in the air or an unborn calf. Jurists separate excessive gharar (gharar fahish), which voids a contract, from minor uncertainty (gharar yasir) that no real transaction can avoid, such as the exact wear on a leased car. Modern debates over conventional insurance and options are largely about which side of that line they fall.",
            videoUrl: 'https://m.youtube.com/watch?v=Zt5Nc1YqB7e',
            furtherReadings: [
              reading(
                'Gharar (Wikipedia)',
                'https://en.wikipedia.org/wiki/Gharar',
                'Definitions, hadith sources and how the concept is applied to insurance and derivatives.',
              ),
            ],
            quizzes: [
              legacyQuiz(
                'Check: spot the gharar',
                'Two quick contracts to classify before the module quiz.',
                [
                  question(
                    'A farmer sells "whatever my fishing boat catches tomorrow" for a fixed price today. What is the problem?',
                    [
                      'Nothing, the price is fixed',
                      'The subject matter is unknown and may not exist: excessive gharar',
                      'It is riba because payment is made in advance',
                      'It is maysir because fishing is a game of chance',
                    ],
                    1,
                    'The buyer pays for something whose quantity, and even existence, is unknown. A salam sale would fix the quantity and specification of the fish instead.',
                  ),
                  question(
                    'You lease a car for three years without knowing exactly how many kilometres you will drive. Is the lease void for gharar?',
                    [
                      'Yes, usage is uncertain',
                      'No, this is minor uncertainty (gharar yasir) that does not affect the essential terms',
                    ],
                    1,
                    'The asset, rent and term are known; uncertainty about wear is minor and tolerated in every jurisdiction.',
                  ),
                ],
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Principles quiz',
      description: 'Four questions on riba, gharar and maysir. You need 70% to pass.',
      passingScore: 70,
      timeLimit: 10,
      questions: [
        question(
          "Which of these is riba al-nasi'ah?",
          [
            'Selling a car bought for 10,000 at 12,000 payable in a year',
            'Lending 10,000 and requiring 10,500 back in a year',
            'Exchanging 1 kg of dates for 1 kg of dates, hand to hand',
            'Leasing a machine for a fixed monthly rent',
          ],
          1,
          "An increase over a loan's principal in return for time is riba al-nasi'ah. The credit sale is permitted because the seller owned the car and sold it at an agreed price.",
        ),
        question(
          'What does the maxim al-kharaj bi al-daman mean for an Islamic bank?',
          [
            'It may earn income from an asset only if it bears the liability for that asset',
            "It must guarantee depositors' capital",
            'It may charge compensation for every late payment',
            'Its income must be donated to charity',
          ],
          0,
          'Entitlement to income follows liability for loss: a bank that owns and bears the risk of an asset may profit from selling or leasing it.',
        ),
        question(
          'Which contract is void because of excessive gharar?',
          [
            'A sale of a specified car, delivered next week',
            'A sale of the unborn calf of a particular cow',
            'A three-year lease of an office at a known rent',
            'A murabaha sale with the markup disclosed',
          ],
          1,
          'The calf may not be born, and its sex and condition are unknown: a classical example of gharar fahish.',
        ),
        question(
          'Two parties agree that one pays the other 1,000 if an index closes above 5,000 next Friday, and receives 1,000 otherwise. No asset changes hands. This is prohibited mainly as:',
          ['Riba', 'Gharar only', 'Maysir', 'Permitted speculation'],
          2,
          'It is a zero-sum wager on an uncertain event with no underlying exchange: maysir.',
        ),
      ],
    }),
  },
  {
    title: 'Sale and Lease Contracts: Murabaha and Ijarah',
    description:
      'The two workhorses of Islamic banking. How a cost-plus sale and a lease replace the interest-bearing loan, and which conditions make them valid.',
    estimatedDuration: 110,
    lessons: [
      lesson({
        title: 'Murabaha: cost-plus sale',
        description: 'The sequence of a murabaha, its pricing, and the debates around commodity murabaha.',
        order: 1,
        estimatedDuration: 60,
        subLessons: [
          subLesson({
            title: 'How a murabaha works, step by step',
            order: 1,
            duration: 16,
            description:
              "1. The customer promises (wa'd) to buy the asset. 2. The bank buys it from the supplier and takes possession, actually or constructively, so it carries the risk of loss. 3. The bank sells it to the customer at cost plus a disclosed markup, payable in instalments. Once the sale is concluded the price is a debt that can never increase: no extra charge for rescheduling, and a late-payment penalty, if any, goes to charity. A rebate (ibra') for early settlement is at the bank's discretion unless the regulator requires it.",
            videoUrl: 'https://www.youtube.com/embed/Pw8Jd3GsL6u',
            materials: [
              worksheet('murabaha-step-by-step.pdf', 'Murabaha step-by-step worksheet', [
                'Purpose: check that a murabaha is a genuine sale. For each step, note the document that evidences it and who bears the risk at that point.',
                "Step 1 - Promise to purchase (wa'd). The customer specifies the asset and promises to buy it. Document: purchase order / promise. Risk: none has passed yet; the promise is not a sale.",
                "Step 2 - The bank buys from the supplier. Document: supplier invoice in the bank's (or its agent's) name. Risk: from now on the bank bears the risk of loss or damage.",
                'Step 3 - Possession. The bank or its agent takes actual or constructive possession. Document: delivery note or warehouse receipt. Ask: could the bank lose money if the asset were destroyed today?',
                'Step 4 - Sale to the customer. Document: murabaha sale contract stating the cost, the markup and the payment schedule. The markup must be disclosed.',
                'Step 5 - Instalments. The deferred price is a fixed debt. Late payment cannot increase it; any agreed late charge is donated to charity.',
                'Exercise: A customer wants a 30,000 tractor. The bank buys it for 30,000 and sells it at a 10% markup over 24 months. (a) What is the sale price? (b) What is each monthly instalment? (c) If the customer pays two months late, what is the debt?',
                'Answers: (a) 33,000. (b) 1,375.00. (c) Still the unpaid part of 33,000; the debt cannot grow. A late-payment charity charge, if in the contract, is paid separately and never becomes bank income.',
              ]),
              webLink("AAOIFI: Shari'ah standards", 'https://aaoifi.com/'),
            ],
            furtherReadings: [
              reading(
                "AAOIFI Shari'ah Standard No. 8: Murabahah",
                'https://aaoifi.com/',
                'The reference standard on murabaha to the purchase orderer: promises, possession, pricing, late payment and rebates.',
              ),
              reading(
                'Murabaha (Investopedia)',
                'https://www.investopedia.com/terms/m/murabaha.asp',
                'A short practitioner explanation of cost-plus financing.',
              ),
            ],
          }),
          subLesson({
            title: 'Murabaha pricing and the benchmark debate',
            order: 2,
            duration: 13,
            description:
              'Banks usually set the markup from a market benchmark (SOFR, SONIA, SAIBOR) plus a margin. Most scholars accept this: the benchmark is only a way to agree a price, and the contract remains a sale with ownership risk. Critics argue that the economics then mirror a loan. A sharper controversy surrounds commodity murabaha used to raise cash (organised tawarruq), where metal is bought and immediately resold only to produce liquidity; the OIC International Islamic Fiqh Academy ruled organised tawarruq impermissible in 2009, although it remains widely used in interbank liquidity management.',
            videoUrl: 'https://www.youtube.com/watch?v=Ku3Ya9Cx1Mb',
            furtherReadings: [
              reading(
                'Tawarruq (Wikipedia)',
                'https://en.wikipedia.org/wiki/Tawarruq',
                'Classical and organised tawarruq and the positions of the main fiqh councils.',
              ),
            ],
          }),
        ],
      }),
      lesson({
        title: 'Ijarah: leasing',
        description: "The lease contract, the lessor's obligations, and lease-to-own structures.",
        order: 2,
        estimatedDuration: 45,
        subLessons: [
          subLesson({
            title: "Ijarah and the lessor's ownership risk",
            order: 1,
            duration: 15,
            description:
              "In an ijarah the lessor sells the use (usufruct) of an asset it owns for a known rent over a known term. Because it remains the owner, the lessor pays for major maintenance and insurance (takaful), and if the asset is destroyed without the lessee's fault, the lease ends and rent stops. Rent may float with a benchmark, provided the rent of each period is known before that period starts. In ijarah muntahia bittamleek (lease ending in ownership) title passes at the end by a separate promise of gift or sale, never as a condition buried in the lease itself.",
            videoUrl: 'https://www.youtube.com/watch?v=Do6Er2Hw8Zn',
            furtherReadings: [
              reading(
                "AAOIFI Shari'ah Standard No. 9: Ijarah and Ijarah Muntahia Bittamleek",
                'https://aaoifi.com/',
                'Conditions on the leased asset, rent reviews, maintenance and transfer of ownership.',
              ),
              reading(
                'Ijarah (Wikipedia)',
                'https://en.wikipedia.org/wiki/Ijarah',
                'A concise overview with examples.',
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Murabaha and ijarah quiz',
      description: 'Five questions on sale and lease contracts.',
      passingScore: 70,
      timeLimit: 12,
      questions: [
        question(
          'In a murabaha, when may the bank sell the asset to the customer?',
          [
            'As soon as the customer promises to buy it',
            'After the bank has bought the asset and taken actual or constructive possession',
            'Before buying it, as long as the markup is disclosed',
            'Only after the customer has paid the first instalment',
          ],
          1,
          'A seller may only sell what it owns and possesses; the bank must bear ownership risk before the sale.',
        ),
        question(
          'A murabaha customer pays three months late. What may the bank do under AAOIFI standards?',
          [
            'Increase the remaining price by the benchmark rate',
            'Charge a late-payment amount that it must donate to charity',
            'Reprice the whole contract',
            'Convert the debt into an interest-bearing loan',
          ],
          1,
          'The debt is fixed. A late-payment undertaking may require a donation to charity, which the bank may not keep as income.',
        ),
        question(
          'A leased machine is destroyed by fire through no fault of the lessee. What happens under ijarah?',
          [
            'The lessee keeps paying rent until the end of the term',
            'The lessee must buy the machine at its book value',
            'The lease ends and rent stops, because the lessor bears ownership risk',
            'The rent doubles to cover the loss',
          ],
          2,
          'The lessor owns the asset and bears the risk of its total loss; rent is only due for usufruct that is delivered.',
        ),
        question(
          'Can ijarah rent be linked to a floating benchmark?',
          [
            'No, rent must be fixed for the whole term',
            'Yes, as long as the rent of each period is agreed before that period begins',
            'Yes, and it can be adjusted retrospectively',
            'Only for leases under one year',
          ],
          1,
          "AAOIFI allows periodic rent reviews by reference to a benchmark provided each period's rent is known in advance.",
        ),
        question(
          'What makes organised tawarruq controversial?',
          [
            'The markup is not disclosed',
            'The commodity is bought and resold immediately only to create cash, so the sale has little economic substance',
            'It involves gold',
            'It is only used by conventional banks',
          ],
          1,
          'The concern is that the prearranged chain of sales exists only to produce a cash advance repaid with a markup.',
        ),
      ],
    }),
  },
  {
    title: 'Partnership Contracts and Sukuk',
    description:
      'Profit-and-loss sharing in musharakah and mudarabah, how Islamic bank deposits work, and a first look at sukuk.',
    estimatedDuration: 120,
    lessons: [
      lesson({
        title: 'Musharakah and mudarabah',
        description:
          'Joint ventures and silent partnerships: who contributes what, and how profit and loss are shared.',
        order: 1,
        estimatedDuration: 70,
        subLessons: [
          subLesson({
            title: 'Musharakah: sharing capital, profit and loss',
            order: 1,
            duration: 15,
            description:
              "In a musharakah every partner contributes capital and may work in the venture. Profit is shared in a ratio agreed in advance, which may differ from the capital shares (for instance to reward a managing partner), but losses must be borne strictly in proportion to capital. No partner may be guaranteed a fixed return. Diminishing musharakah, used for home finance, combines a co-ownership with a lease of the bank's share and a gradual purchase of that share by the customer.",
            videoUrl: 'https://www.youtube.com/watch?v=Sj4Lt7Qp0Vf',
            materials: [
              googleSheet(
                'Diminishing musharakah calculator (make a copy)',
                '1qZ8vM3kT0pR5wX2yB7nC4dF9gH6jK1lL2mN8oP3qS5t',
              ),
            ],
            furtherReadings: [
              reading(
                'Musharakah (Wikipedia)',
                'https://en.wikipedia.org/wiki/Musharakah',
                'Forms of partnership in fiqh and their use in modern Islamic banking.',
              ),
            ],
          }),
          subLesson({
            title: 'Mudarabah: capital meets expertise',
            order: 2,
            duration: 17,
            description:
              "In a mudarabah one party (rabb al-mal) provides all the capital and the other (the mudarib) manages it. Profit is shared by an agreed ratio; a financial loss falls entirely on the capital provider, while the mudarib loses the value of its work, unless the loss comes from the mudarib's negligence, misconduct or breach of terms. Most Islamic banks' investment accounts are mudarabah contracts, and banks smooth the returns they pay with profit-equalisation and investment-risk reserves to avoid 'displaced commercial risk': depositors leaving when returns lag market rates.",
            videoUrl: 'https://youtu.be/Ex8Gn1Ob5Rc',
            quizzes: [
              legacyQuiz('Check: who bears the loss?', 'One scenario on mudarabah losses.', [
                question(
                  'A mudarib invests 100,000 from an investor in inventory, following the agreed terms, and prices fall: the venture ends with 80,000. Who bears the 20,000 loss?',
                  [
                    'The mudarib',
                    'The investor (rabb al-mal)',
                    'Shared 50/50',
                    "The bank's shareholders by law",
                  ],
                  1,
                  'Without negligence or breach by the mudarib, capital losses fall on the capital provider; the mudarib loses only its effort.',
                ),
              ]),
            ],
          }),
        ],
      }),
      lesson({
        title: 'Sukuk: an introduction',
        description: "What sukuk holders own, and how that differs from a bondholder's claim.",
        order: 2,
        estimatedDuration: 35,
        subLessons: [
          subLesson({
            title: 'What makes a sukuk different from a bond',
            order: 1,
            duration: 16,
            description:
              "AAOIFI defines sukuk as certificates of equal value representing undivided shares in the ownership of tangible assets, usufruct, services or the assets of a project. The return comes from those assets (rent, sale profit, partnership profit) rather than from interest on a loan. In practice most sukuk are 'asset-based': investors rely on the obligor's promise to repurchase the assets, so credit risk looks like a bond's. 'Asset-backed' sukuk give investors recourse to the assets themselves. Whether a sukuk can trade at a market price also depends on its tangible assets, since trading debts other than at par is not allowed.",
            videoUrl: 'https://www.youtube.com/watch?v=Ah2Wm6Pk9Ty',
            furtherReadings: [
              reading(
                'Sukuk (Investopedia)',
                'https://www.investopedia.com/terms/s/sukuk.asp',
                'How sukuk are structured and how they differ from conventional bonds.',
              ),
              reading(
                'International Islamic Financial Market (IIFM)',
                'https://www.iifm.net/',
                'Publishes standard documentation and an annual Sukuk Report on the global market.',
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Partnerships and sukuk quiz',
      description: 'Four questions. Pass mark 70%.',
      passingScore: 70,
      timeLimit: 10,
      questions: [
        question(
          'In a musharakah, partners A (60% of capital) and B (40%) agree to split profit 50/50 because B manages the business. The venture loses 10,000. How is the loss shared?',
          [
            '5,000 each',
            'A 6,000, B 4,000',
            'B bears it all as manager',
            'A bears it all as the larger partner',
          ],
          1,
          'Profit ratios may be negotiated, but losses must follow capital contributions.',
        ),
        question(
          'Which statement about a mudarabah is correct?',
          [
            "The mudarib must guarantee the investor's capital",
            'The investor may be promised a fixed 5% return',
            'Profit is shared by an agreed ratio; capital losses fall on the investor unless the mudarib was negligent',
            'Losses are always shared equally',
          ],
          2,
          'Guaranteeing capital or a fixed return would turn the mudarabah into a loan with riba.',
        ),
        question(
          'What do sukuk holders own, according to AAOIFI?',
          [
            'A debt owed by the issuer',
            'Undivided shares in tangible assets, usufruct, services or a project',
            'Shares in the issuing bank',
            'Nothing: sukuk are unsecured promises',
          ],
          1,
          'Sukuk represent ownership interests in assets; bonds represent debt.',
        ),
        question(
          'Why do Islamic banks hold profit-equalisation reserves?',
          [
            'To pay interest to depositors',
            'To smooth returns on investment accounts and limit displaced commercial risk',
            'Because AAOIFI forbids distributing profit',
            'To pay zakat on behalf of shareholders',
          ],
          1,
          'Reserves built in good years top up returns in weak ones, so account holders are not tempted to withdraw.',
        ),
      ],
    }),
  },
]);

export const documents = [
  courseDocument({
    slug,
    createdAt,
    updatedAt: '2025-02-14T10:30:00Z',
    title: 'Islamic Finance Foundations',
    subtitle: 'Riba, gharar, contracts and sukuk',
    motif: 'star',
    description:
      'The principles behind Islamic finance (riba, gharar and maysir) and the contracts built on them: murabaha, ijarah, musharakah, mudarabah and sukuk, explained with worked numbers.',
    overview:
      "Islamic finance is a rules-based system: a small number of prohibitions determine which contracts are valid, and those contracts determine who bears which risk. This course starts from the prohibitions of riba (interest), gharar (excessive uncertainty) and maysir (gambling), then works through the contracts that Islamic banks actually use: murabaha and ijarah for financing, musharakah and mudarabah for partnerships, and sukuk for capital markets.\n\nEach lesson pairs the jurisprudence with the numbers: what happens to a murabaha debt when a payment is late, how a lease's rent may float, how partners share a loss. You will finish able to read a term sheet, name the contract, and explain where the return comes from and who carries the risk.\n\nNo prior knowledge of Islamic law or finance is assumed. The first module is free to preview.",
    level: 'Beginner',
    category: 'Islamic Finance',
    isFeatured: true,
    duration: '6 weeks',
    videoUrl: 'https://www.youtube.com/watch?v=Qe7fR2mXk9A',
    modules,
    instructor: PEOPLE.amina,
    instructors: [PEOPLE.amina, PEOPLE.yusuf],
  }),
  ...modules,
];
