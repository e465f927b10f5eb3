// Python for Finance: beginner, three-level. Its stored slug is deliberately NOT a valid slug
// ('Intro_To_Python_For_Finance': uppercase and underscores, as an editor once typed it), so
// the site's slug normalisation is exercised. The document id uses a clean name.
import { PEOPLE } from '../people.mjs';
import {
  courseDocument,
  courseModules,
  lesson,
  moduleQuiz,
  question,
  reading,
  snippet,
  subLesson,
  webLink,
} from './helpers.mjs';

const fileSlug = 'python-for-finance';
const createdAt = '2024-01-22T09:00:00Z';

const modules = courseModules(fileSlug, createdAt, [
  {
    title: 'Python and NumPy Essentials',
    description:
      'Set up a reproducible environment and turn a price series into returns, volatility and drawdowns.',
    isFreePreview: true,
    estimatedDuration: 90,
    lessons: [
      lesson({
        title: 'Working with prices',
        description: 'The handful of calculations that every financial analysis starts with.',
        order: 1,
        estimatedDuration: 90,
        subLessons: [
          subLesson({
            title: 'Setting up a reproducible environment',
            order: 1,
            duration: 15,
            description:
              'Create one virtual environment per project (python -m venv .venv), install packages into it, and record exact versions in a requirements file (pip freeze > requirements.txt) so a colleague, or you in a year, can rebuild it. Use Jupyter for exploration but move anything you rely on into plain .py modules with tests. Fix random seeds in simulations so results can be reproduced and reviewed; an unreproducible risk number cannot be validated.',
            videoUrl: 'https://www.youtube.com/watch?v=Hx2Kp9WvN4s',
            materials: [
              webLink('The Python Tutorial (python.org)', 'https://docs.python.org/3/tutorial/'),
              webLink(
                'venv: creation of virtual environments',
                'https://docs.python.org/3/library/venv.html',
              ),
            ],
          }),
          subLesson({
            title: 'Returns, volatility and drawdown',
            order: 2,
            duration: 25,
            description:
              'Simple returns (P_t / P_{t-1} - 1) compound by multiplication and aggregate across assets in a portfolio; log returns (ln(P_t / P_{t-1})) add over time, which makes multi-period maths easier. Both give the same total return when converted back. Volatility is the sample standard deviation of returns, annualised with the square root of the number of periods per year (252 trading days). Maximum drawdown, the largest fall from a running peak, is what investors actually feel. NumPy does each of these in one vectorised line.',
            videoUrl: 'https://www.youtube.com/watch?v=Ku3Ya9Cx1Mb',
            codeSnippet: snippet('returns_basics.py'),
            codeLanguage: 'python',
            furtherReadings: [
              reading(
                'NumPy documentation',
                'https://numpy.org/doc/stable/',
                'The user guide and API reference.',
              ),
              reading(
                'Python for Data Analysis, 3rd edition (Wes McKinney)',
                'https://wesmckinney.com/book/',
                "The pandas author's book, free to read online; chapters 4 and 11 cover NumPy and time series.",
              ),
            ],
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Essentials quiz',
      description: 'Three questions on returns and volatility.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        question(
          'Which returns can you simply add up over time to get the total (log) return?',
          ['Simple returns', 'Log returns', 'Both', 'Neither'],
          1,
          'ln(P_T / P_0) is the sum of the daily log returns; simple returns compound by multiplication.',
        ),
        question(
          'Daily volatility is 1%. What is the annualised volatility, using 252 trading days?',
          ['2.52%', '15.9%', '25.2%', '100%'],
          1,
          '1% x sqrt(252) = 15.87%.',
        ),
        question(
          'Prices go 100, 120, 90, 110. What is the maximum drawdown?',
          ['-10%', '-20%', '-25%', '-30%'],
          2,
          'The peak is 120 and the trough after it 90: 90 / 120 - 1 = -25%.',
        ),
      ],
    }),
  },
  {
    title: 'Simulation',
    description:
      'Monte Carlo methods: price an option by simulation, check it against a closed form, and measure the error.',
    estimatedDuration: 80,
    lessons: [
      lesson({
        title: 'Monte Carlo methods',
        description: 'Random sampling as a numerical method, and how to know when you have enough samples.',
        order: 1,
        estimatedDuration: 80,
        subLessons: [
          subLesson({
            title: 'Pricing an option by simulation',
            order: 1,
            duration: 25,
            description:
              "Under the risk-neutral measure, a stock following geometric Brownian motion ends at S_T = S_0 exp((r - sigma^2/2)T + sigma sqrt(T) Z) with Z standard normal. A European call's price is the discounted average of max(S_T - K, 0) over many simulated values of Z. For this option a closed form exists (Black-Scholes), which makes it the ideal test: if the simulation does not match within its confidence interval, the code is wrong. Antithetic variates, pairing each Z with -Z, reduce variance at no cost; the standard error must then be computed from the pair averages, which are the independent samples.",
            videoUrl: 'https://www.youtube.com/embed/Pw8Jd3GsL6u',
            codeSnippet: snippet('monte_carlo_option.py'),
            codeLanguage: 'python',
            furtherReadings: [
              reading(
                'Monte Carlo methods for option pricing (Wikipedia)',
                'https://en.wikipedia.org/wiki/Monte_Carlo_methods_for_option_pricing',
                'Overview of the method and variance-reduction techniques.',
              ),
              reading(
                'Monte Carlo Methods in Financial Engineering (Paul Glasserman, Springer)',
                null,
                'The standard reference on simulation for derivatives pricing and risk.',
              ),
            ],
          }),
          subLesson({
            title: 'How many paths do you need?',
            order: 2,
            duration: 15,
            description:
              'The standard error of a Monte Carlo estimate is the sample standard deviation divided by sqrt(N): to halve the error you need four times the paths. Always report the estimate with its confidence interval (estimate +/- 1.96 x standard error). Variance reduction (antithetic variates, control variates such as the Black-Scholes price of a related option, importance sampling for deep out-of-the-money payoffs) is usually cheaper than adding paths.',
            videoUrl: 'https://vimeo.com/318640972',
          }),
        ],
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Simulation quiz',
      description: 'Three questions.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        question(
          'A Monte Carlo price has a standard error of 0.04 with 10,000 paths. About how many paths give a standard error of 0.02?',
          ['20,000', '40,000', '100,000', '14,142'],
          1,
          'Error falls with sqrt(N): halving it needs four times the paths.',
        ),
        question(
          "Why simulate with the drift r - sigma^2/2 rather than the stock's expected return?",
          [
            'To make the code faster',
            'Because pricing uses the risk-neutral measure, under which the stock grows at the risk-free rate',
            'Because expected returns are always negative',
            'Because sigma^2/2 is the dividend yield',
          ],
          1,
          "Under the risk-neutral measure E[S_T] = S_0 e^{rT}; the -sigma^2/2 term corrects the log for Jensen's inequality.",
        ),
        question(
          'What is the purpose of antithetic variates?',
          [
            'To remove the need for random numbers',
            'To reduce the variance of the estimate by pairing each draw Z with -Z',
            'To price American options',
            'To increase the number of paths',
          ],
          1,
          'Negatively correlated pairs average out part of the sampling noise.',
        ),
      ],
    }),
  },
]);

export const documents = [
  courseDocument({
    slug: 'Intro_To_Python_For_Finance',
    fileSlug,
    createdAt,
    updatedAt: '2024-08-30T16:45:00Z',
    title: 'Python for Finance',
    subtitle: 'From price series to Monte Carlo',
    motif: 'chart',
    description:
      'A practical start in Python for finance: returns, volatility and drawdowns with NumPy, then Monte Carlo option pricing checked against Black-Scholes.',
    overview:
      'Most quantitative finance work now happens in Python. This course teaches the parts you need first, through finance problems rather than abstract exercises.\n\nModule 1 sets up a reproducible environment and turns prices into returns, volatility and drawdowns. Module 2 introduces Monte Carlo simulation by pricing a European option and checking the answer against the Black-Scholes formula, then shows how to size a simulation and report its error.\n\nYou need basic programming knowledge in any language and high-school statistics. Every example runs as a single script.',
    level: 'Beginner',
    category: 'Quantitative Modelling',
    isFeatured: false,
    duration: '4 weeks',
    videoUrl: 'https://youtu.be/Fg1Ms5Dk3Ha',
    modules,
    instructor: PEOPLE.daniel,
  }),
  ...modules,
];
