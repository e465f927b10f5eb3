// Murabaha & Ijarah Cash-Flow Modelling: intermediate, three-level, spreadsheet + Python.
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

const slug = 'murabaha-ijarah-cash-flow-modelling';
const createdAt = '2024-06-17T09:00:00Z';

const modules = courseModules(slug, createdAt, [
  {
    title: 'Murabaha Schedules',
    description:
      'Turn a target profit rate into a fixed deferred price, build the instalment schedule, and handle early settlement and late payment correctly.',
    isFreePreview: true,
    estimatedDuration: 130,
    lessons: [
      lesson({
        title: 'Building the instalment schedule',
        description:
          'The same schedule in Python and in a spreadsheet, with checks that catch common errors.',
        order: 1,
        estimatedDuration: 70,
        subLessons: [
          subLesson({
            title: 'From target profit rate to deferred price',
            order: 1,
            duration: 20,
            description:
              'The bank targets an annual profit rate, but what the contract fixes is a price. Solve for the level instalment that earns that rate on the financed amount (the annuity formula), multiply by the number of instalments, and add the down payment: that is the deferred sale price, and it never changes afterwards. Profit is then recognised month by month on the unrecovered cost, so it falls over time while the instalment stays level. The example builds the schedule for a 120,000 asset with 20,000 down over 60 months at 6%, and checks that the recognised profit adds up exactly to the markup.',
            videoUrl: 'https://www.youtube-nocookie.com/embed/Rk4Vh7XmC2o',
            codeSnippet: snippet('murabaha_schedule.py'),
            codeLanguage: 'python',
            materials: [
              worksheet('murabaha-schedule-exercise.pdf', 'Murabaha schedule exercise', [
                'Inputs: asset cost 120,000; down payment 20,000; target annual profit rate 6%; 60 monthly instalments.',
                'Task 1. Compute the monthly instalment with the annuity formula: instalment = F x r / (1 - (1 + r)^-n), where F is the financed amount, r the monthly rate and n the number of instalments.',
                'Task 2. Compute the deferred sale price (down payment + n x instalment) and the total markup (deferred price - cost).',
                'Task 3. Fill in months 1-3 of the schedule: profit = unrecovered cost x r; cost recovered = instalment - profit; new unrecovered cost = old - cost recovered.',
                'Task 4. Explain in two sentences why the deferred price is fixed even though the bank priced it from a rate.',
                'Answers. Task 1: F = 100,000, r = 0.5%, instalment = 1,933.28. Task 2: deferred price = 135,996.81; markup = 15,996.81.',
                'Task 3: month 1 profit 500.00, cost recovered 1,433.28, unrecovered 98,566.72; month 2 profit 492.83, cost recovered 1,440.45, unrecovered 97,126.27; month 3 profit 485.63, cost recovered 1,447.65, unrecovered 95,678.62.',
                'Task 4: the contract is a sale and the price, once agreed, becomes a debt. The rate was only the method used to agree the price; changing market rates cannot change a debt without creating riba.',
              ]),
              googleSheet(
                'Murabaha schedule template (make a copy)',
                '1mUr4b4hSch3duL3T3mpl4t3xYz0123456789AbCdEf',
              ),
            ],
            furtherReadings: [
              reading(
                'AAOIFI Financial Accounting Standard 28: Murabaha and Other Deferred Payment Sales',
                'https://aaoifi.com/',
                'How deferred profit is recognised over the financing period.',
              ),
            ],
          }),
          subLesson({
            title: 'The same model in a spreadsheet',
            order: 2,
            duration: 18,
            description:
              'Most bank product teams still price in spreadsheets, so the model must reconcile to one. PMT gives the instalment; the schedule is four columns per month. Two checks belong in every version: recognised profit must sum to the markup, and the final unrecovered cost must be zero. If either fails, the usual culprits are mixing annual and monthly rates or putting the down payment in the financed amount. The same formulas work unchanged in Google Sheets.',
            videoUrl: 'https://www.youtube.com/watch?v=Mi5Zs3Vd7Lu',
            codeSnippet: snippet('murabaha_schedule.xlsx.txt'),
            codeLanguage: 'excel',
            materials: [
              googleSheet(
                'Murabaha schedule template (make a copy)',
                '1mUr4b4hSch3duL3T3mpl4t3xYz0123456789AbCdEf',
              ),
            ],
          }),
        ],
      }),
      lesson({
        title: 'Early settlement, late payment and profit recognition',
        description:
          'What the customer owes when they settle early or pay late, and why the answers differ from a loan.',
        order: 2,
        estimatedDuration: 60,
        subLessons: [
          subLesson({
            title: "Early settlement rebates (ibra')",
            order: 1,
            duration: 17,
            description:
              "After 24 of the 60 instalments in our example, the customer still owes 36 x 1,933.28 = 69,598.09 of the deferred price, but the unrecovered cost is only 63,548.88; the difference, 6,049.20, is profit the bank has not yet earned. Strictly, the customer owes the full remaining price. AAOIFI allows the bank to waive part of it (ibra') but not to promise the waiver in the contract; some regulators, such as Bank Negara Malaysia, require a rebate to be granted. A model should therefore compute the unearned profit at every date and let the rebate policy decide how much is waived.",
            videoUrl: 'https://www.youtube.com/watch?v=Lm3Rb8TzQ1c',
          }),
          subLesson({
            title: "Late payment: ta'widh and charity charges",
            order: 2,
            duration: 14,
            description:
              "A murabaha debt cannot grow, so arrears are handled outside the price. Under AAOIFI standards the customer may undertake to pay a late-payment amount to charity, which deters default without becoming bank income. Some jurisdictions also allow ta'widh, compensation for the bank's actual loss, usually capped (in Malaysia, for example, at 1% a year on overdue instalments before maturity). In a cash-flow model, keep these flows in separate lines from profit so income is never overstated.",
            videoUrl: 'https://vimeo.com/482913657',
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Murabaha schedules quiz',
      description: 'Four questions; you may use a calculator.',
      passingScore: 80,
      timeLimit: 15,
      questions: [
        question(
          'A murabaha finances 50,000 over 12 months at a 6% annual target rate. Which value is the monthly instalment (to the nearest unit)?',
          ['4,167', '4,303', '4,417', '4,500'],
          1,
          'r = 0.5%: 50,000 x 0.005 / (1 - 1.005^-12) = 4,303.32. 4,167 ignores the profit; 4,417 adds a flat 6% to the principal.',
        ),
        question(
          'Market rates rise by 2% a year after a murabaha is signed. What happens to the remaining instalments?',
          [
            'They rise by 2% a year',
            'They are unchanged: the deferred price is a fixed debt',
            'The bank may reprice at the next anniversary',
            'The customer may choose to refinance at the old rate',
          ],
          1,
          'Once the sale is concluded, the price cannot change; a floating-rate murabaha is not possible.',
        ),
        question(
          'In the schedule, why does the profit part of each instalment fall over time?',
          [
            'Because the markup is reduced each year',
            'Because profit is recognised on the unrecovered cost, which falls as instalments are paid',
            'Because of late-payment charges',
            'It does not; profit is the same each month',
          ],
          1,
          'This is the effective-rate method: the same rate applies to a smaller unrecovered cost each month.',
        ),
        question(
          'Which treatment of a late-payment charge keeps a murabaha compliant under AAOIFI standards?',
          [
            "Adding it to the bank's profit",
            'Adding it to the outstanding debt',
            'Paying it to charity',
            'Capitalising it into the next instalment',
          ],
          2,
          'The charge is a deterrent paid to charity; the bank may not profit from a delay in paying a debt.',
        ),
      ],
    }),
  },
  {
    title: 'Ijarah and Diminishing Musharakah Cash Flows',
    description:
      "Model lease rentals that reset with a benchmark, account for the lessor's costs, and build the buy-out schedule of a diminishing musharakah.",
    estimatedDuration: 125,
    lessons: [
      lesson({
        title: 'Ijarah rentals',
        description: 'Fixed and floating rentals, and the costs that stay with the lessor.',
        order: 1,
        estimatedDuration: 65,
        subLessons: [
          subLesson({
            title: 'Fixed and floating rentals',
            order: 1,
            duration: 20,
            description:
              "A lease-to-own rental usually has two parts: a fixed slice that returns the lessor's cost over the term, and a variable part equal to (benchmark + margin) on the cost not yet recovered. Because each year's rent is fixed before that year begins, the structure meets the requirement that rent be known for every period. The example resets the benchmark annually over five years and leaves a residual value to be settled by a separate sale at the end, as AAOIFI requires for ijarah muntahia bittamleek.",
            videoUrl: 'https://www.youtube.com/watch?v=Qe7fR2mXk9A',
            codeSnippet: snippet('ijarah_rentals.py'),
            codeLanguage: 'python',
            materials: [
              googleSheet('Ijarah rental model (make a copy)', '1iJ4r4hR3nt4lM0d3lQwErTyUiOp1234567890aSdF'),
            ],
          }),
          subLesson({
            title: 'Who pays for what: maintenance, takaful and total loss',
            order: 2,
            duration: 15,
            description:
              "The lessor owns the asset, so major maintenance, structural repairs and takaful cover are its costs; routine maintenance linked to use can be the lessee's. Lessors commonly appoint the lessee as agent to arrange these and reimburse the cost through a 'supplementary rent'. In a model, keep ownership costs as lessor cash outflows and show the supplementary rent separately. Also model the total-loss case: rent stops, and recovery comes from the takaful payout, not from the lessee.",
            videoUrl: 'https://vimeo.com/318640972',
          }),
        ],
      }),
      lesson({
        title: 'Diminishing musharakah',
        description: 'Co-ownership plus a lease plus a gradual purchase of units.',
        order: 2,
        estimatedDuration: 50,
        subLessons: [
          subLesson({
            title: 'Modelling the buy-out',
            order: 1,
            duration: 22,
            description:
              "Bank and customer buy the property together; the customer rents the bank's share and buys it back unit by unit. Each monthly payment is rent on the bank's remaining share plus the price of the units bought, so the payment falls as the customer's ownership rises. Many products instead hold the payment level and vary the units bought; both are valid if rent is charged only on what the bank still owns. In the example, a 300,000 home with a 60,000 deposit is bought out over 20 years at a 5.5% rental rate.",
            videoUrl: 'https://www.youtube.com/watch?v=Sj4Lt7Qp0Vf',
            codeSnippet: snippet('diminishing_musharakah.py'),
            codeLanguage: 'python',
            furtherReadings: [
              reading(
                "AAOIFI Shari'ah Standard No. 12: Sharikah (Musharakah) and Modern Corporations",
                'https://aaoifi.com/',
                'Includes the rules for diminishing musharakah: separate contracts for partnership, lease and purchase of units.',
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Ijarah and musharakah quiz',
      description: 'Three questions on lease and partnership cash flows.',
      passingScore: 70,
      timeLimit: 10,
      questions: [
        question(
          "In a floating-rental ijarah, when must each period's rent be known?",
          [
            'At signing, for all periods',
            'Before the period begins',
            'At the end of the period',
            'Only at maturity',
          ],
          1,
          'Rent for a period must be agreed before that period starts; the benchmark sets it at each reset date.',
        ),
        question(
          "Which cost is normally the lessor's in an ijarah?",
          ['Fuel for a leased vehicle', 'Takaful cover of the asset', 'Parking fines', 'Daily cleaning'],
          1,
          'Costs that come with ownership, such as takaful and major maintenance, belong to the owner.',
        ),
        question(
          'In a diminishing musharakah with a level unit purchase, why does the monthly payment fall over time?',
          [
            'The bank gives a discount',
            "Rent is charged only on the bank's shrinking share",
            'The property value falls',
            'The profit rate is reduced by regulation',
          ],
          1,
          'As the customer buys units, the bank owns less, so rent on its share falls.',
        ),
      ],
    }),
  },
  {
    title: 'Comparing Products and Stress-Testing the Model',
    description:
      'Put different structures on a common footing, then test them under rate and default scenarios.',
    estimatedDuration: 100,
    lessons: [
      lesson({
        title: 'Comparing offers',
        description:
          'An effective annual rate for any set of cash flows, and what it does and does not tell a customer.',
        order: 1,
        estimatedDuration: 45,
        subLessons: [
          subLesson({
            title: 'An effective annual rate for Islamic products',
            order: 1,
            duration: 18,
            description:
              "A customer comparing a murabaha, an ijarah and a diminishing musharakah needs one number: the internal rate of return of the customer's cash flows (amount received, then every payment including fees), annualised. Many regulators require such a rate to be disclosed for Islamic home finance too. It is a comparison tool, not a statement that the product is a loan, and it says nothing about risk allocation: it cannot show that an ijarah ends if the asset is destroyed, or that a murabaha price cannot rise.",
            videoUrl: 'https://player.vimeo.com/video/736205184',
            materials: [
              webLink(
                'Internal rate of return (Wikipedia)',
                'https://en.wikipedia.org/wiki/Internal_rate_of_return',
              ),
            ],
          }),
        ],
      }),
      lesson({
        title: 'Sensitivity and stress tests',
        description: 'Which inputs matter, and how the structures respond to shocks.',
        order: 2,
        estimatedDuration: 55,
        subLessons: [
          subLesson({
            title: "Rate paths, defaults and the bank's margin",
            order: 1,
            duration: 20,
            description:
              "Test each model under three kinds of shock. Benchmark paths: a fixed-price murabaha leaves the bank exposed to rising funding costs, while a reset ijarah passes them to the customer. Defaults: in murabaha the bank is an unsecured or collateralised creditor for a fixed debt; in ijarah and diminishing musharakah it still owns the asset, so recovery depends on property values. Early settlement: rebates reduce yield on the murabaha book. Report the bank's margin over funding cost in each scenario, not just the customer's payment.",
            videoUrl: 'https://www.youtube.com/watch?v=Ku3Ya9Cx1Mb',
            materials: [
              worksheet(
                'murabaha-ijarah-stress-test-checklist.pdf',
                'Cash-flow model stress-test checklist',
                [
                  'Use this checklist before a product model goes to the pricing committee.',
                  '1. Inputs. Are rates monthly or annual everywhere? Is the down payment excluded from the financed amount? Are fees in the customer cash flows used for the effective rate?',
                  '2. Integrity checks. Recognised profit sums to the markup (murabaha). Unrecovered cost reaches zero at maturity. Rentals for each period are fixed before the period starts (ijarah).',
                  '3. Benchmark scenarios. Run flat, +200 bp parallel, +400 bp parallel and a rise-then-fall path. Show the margin over funding cost for the fixed-price murabaha book and the reset ijarah book.',
                  '4. Default scenarios. Default in month 12, 36 and 60 with property value falls of 0%, 20% and 35%. For ijarah and diminishing musharakah, recovery comes from the asset the bank owns; for murabaha, from collateral.',
                  '5. Early settlement. Settlement after 25%, 50% and 75% of the term, with the rebate policy applied. Show the effect on the portfolio yield.',
                  '6. Compliance flags. No late-payment amounts in income; no rent on units the customer already owns; no change to a murabaha price after signing.',
                ],
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Comparison and stress-testing quiz',
      description: 'Three questions.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        question(
          "Benchmark rates rise sharply. Which book's margin over funding cost is squeezed most?",
          [
            'A reset ijarah book',
            'A fixed-price murabaha book',
            'Both equally',
            'Neither, Islamic banks have no rate risk',
          ],
          1,
          'Murabaha prices are fixed while funding costs float; ijarah rents reset with the benchmark.',
        ),
        question(
          'What does an effective annual rate computed for an ijarah tell the customer?',
          [
            'That the ijarah is a loan',
            'The cost of the cash flows, for comparison with other offers',
            'Who bears the risk of the asset',
            "The bank's profit margin",
          ],
          1,
          "It is the IRR of the customer's cash flows: useful for comparison, silent on risk allocation.",
        ),
        question(
          'In a default, where does an ijarah lessor look for recovery first?',
          [
            'The asset it owns',
            'A late-payment charity fund',
            "The customer's deposit account by set-off of interest",
            'The central bank',
          ],
          0,
          'The lessor owns the asset and can repossess and re-lease or sell it.',
        ),
      ],
    }),
  },
]);

export const documents = [
  courseDocument({
    slug,
    createdAt,
    title: 'Murabaha & Ijarah Cash-Flow Modelling',
    subtitle: 'Spreadsheet and Python models of Islamic financing',
    motif: 'chart',
    description:
      'Build the cash-flow models behind Islamic home and asset finance: murabaha schedules, floating-rent ijarah and diminishing musharakah, in a spreadsheet and in Python.',
    overview:
      'Product and risk teams in Islamic banks need models that respect the contracts: a murabaha price that never changes, an ijarah rent fixed before each period, a musharakah rent charged only on what the bank still owns. Generic loan calculators get these wrong.\n\nIn this course you build each model twice, in a spreadsheet and in Python, and reconcile them. You then handle early settlement rebates, late-payment charges, lessor costs and total loss, compare products with an effective annual rate, and stress-test them under rate, default and prepayment scenarios.\n\nYou should be comfortable with spreadsheets and know the basics of murabaha and ijarah (see Islamic Finance Foundations). Python is used from module 1; every script is short and commented.',
    level: 'Intermediate',
    category: 'Islamic Finance',
    isFeatured: false,
    duration: '5 weeks',
    videoUrl: 'https://www.youtube.com/embed/Pw8Jd3GsL6u',
    modules,
    instructor: PEOPLE.amina,
    instructors: [PEOPLE.amina, PEOPLE.daniel, PEOPLE.omar],
  }),
  ...modules,
];
