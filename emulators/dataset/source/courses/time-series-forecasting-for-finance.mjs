// Time Series Forecasting for Finance: intermediate, TWO-level curriculum (modules -> lessons,
// no sub-lessons). Lessons carry title, description, order and estimatedDuration only.
import { PEOPLE } from '../people.mjs';
import { courseDocument, courseModules, lesson, moduleQuiz, question } from './helpers.mjs';

const slug = 'time-series-forecasting-for-finance';
const createdAt = '2024-11-11T09:00:00Z';

const modules = courseModules(slug, createdAt, [
  {
    title: 'Time Series Foundations',
    description: 'Stationarity, autocorrelation and the discipline of splitting data by time.',
    isFreePreview: true,
    estimatedDuration: 100,
    lessons: [
      lesson({
        title: 'Stationarity, prices and returns',
        description:
          'Why we model returns rather than prices: prices wander like a random walk (a unit root), so their mean and variance change over time, while returns are close to stationary. The augmented Dickey-Fuller test checks for a unit root; its null hypothesis is non-stationarity, so a high p-value means "cannot reject a unit root", not "proven stationary". Also covers differencing, log transforms and why spurious regressions between trending series look convincing.',
        order: 1,
        estimatedDuration: 35,
      }),
      lesson({
        title: 'Autocorrelation: reading the ACF and PACF',
        description:
          "The autocorrelation function (ACF) measures correlation between a series and its own lags; the partial autocorrelation (PACF) removes the effect of intermediate lags. Daily equity returns show almost no autocorrelation, but their squares and absolute values show a lot, which is the fingerprint of volatility clustering. The Ljung-Box test checks whether a group of autocorrelations is jointly zero, for example in a model's residuals.",
        order: 2,
        estimatedDuration: 30,
      }),
      lesson({
        title: 'Train and test splits that respect time',
        description:
          'Random train/test splits leak the future into the past. Use a chronological split, or better, walk-forward (expanding or rolling window) evaluation that refits the model at each step using only data available at that date. Beware of subtler leaks: scaling with full-sample statistics, features built from revised macro data, and survivorship in the asset universe.',
        order: 3,
        estimatedDuration: 35,
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Foundations quiz',
      description: 'Three questions.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        question(
          'An augmented Dickey-Fuller test on a price series gives a p-value of 0.62. What do you conclude?',
          [
            'The series is stationary',
            'You cannot reject the null of a unit root; treat the series as non-stationary',
            'The series has no autocorrelation',
            'The test is invalid for prices',
          ],
          1,
          'The ADF null hypothesis is a unit root; a high p-value gives no evidence against it.',
        ),
        question(
          'Daily returns show no significant autocorrelation, but squared returns do. This suggests:',
          ['Returns are predictable', 'Volatility clustering', 'A unit root in returns', 'A data error'],
          1,
          'Large moves follow large moves regardless of sign: volatility is persistent even when returns are not.',
        ),
        question(
          'Which evaluation design avoids look-ahead bias?',
          [
            'Random 80/20 split',
            'Walk-forward evaluation refitting on data available at each date',
            'K-fold cross-validation with shuffling',
            'Evaluating on the training data',
          ],
          1,
          'Walk-forward evaluation only ever uses the past to forecast the future.',
        ),
      ],
    }),
  },
  {
    title: 'ARIMA Models',
    description:
      'Autoregressive and moving-average models, choosing their order, and honest forecast intervals.',
    estimatedDuration: 110,
    // Listed out of order on purpose: the site sorts lessons by `order`.
    lessons: [
      lesson({
        title: 'Choosing orders with information criteria',
        description:
          'Compare candidate ARMA(p, q) models with AIC or BIC rather than in-sample fit: both penalise extra parameters, BIC more heavily, so it favours smaller models. Then check the residuals of the chosen model with the Ljung-Box test. In finance, small models usually win out of sample; an ARMA(5,5) that fits history beautifully is typically fitting noise.',
        order: 2,
        estimatedDuration: 35,
      }),
      lesson({
        title: 'AR, MA and ARMA',
        description:
          'An AR(p) model regresses a series on its own p lags; an MA(q) model on the last q forecast errors; ARMA combines them, and ARIMA adds differencing for non-stationary series. The PACF of an AR(p) cuts off after lag p and the ACF of an MA(q) after lag q, which guides a first choice of orders. For returns, effects are small: an AR(1) coefficient of 0.05 is typical, and rarely tradable after costs.',
        order: 1,
        estimatedDuration: 40,
      }),
      lesson({
        title: 'Forecast intervals',
        description:
          'A point forecast without an interval is incomplete. For ARIMA, intervals widen with the horizon and, for stationary series, converge to the unconditional variance. Standard intervals assume normal errors and known parameters, so they are too narrow for fat-tailed returns; bootstrap the residuals or use a t distribution, and check empirical coverage in the walk-forward test (a 95% interval should contain about 95% of outcomes).',
        order: 3,
        estimatedDuration: 35,
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'ARIMA quiz',
      description: 'Three questions.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        question(
          'The PACF of a series cuts off sharply after lag 2 while the ACF decays slowly. Which model is suggested?',
          ['MA(2)', 'AR(2)', 'ARMA(0,0)', 'ARIMA(0,1,2)'],
          1,
          'A PACF cut-off at lag p is the signature of an AR(p) process.',
        ),
        question(
          'Compared with AIC, BIC:',
          [
            'Penalises extra parameters more heavily and tends to choose smaller models',
            'Ignores the number of parameters',
            'Always chooses the same model as AIC',
            'Can only be used for MA models',
          ],
          0,
          "BIC's penalty grows with ln(n), versus a constant 2 per parameter for AIC.",
        ),
        question(
          'Your 95% forecast intervals contain only 88% of realised outcomes in a walk-forward test. What is the likely cause?',
          [
            'The intervals are too wide',
            'The intervals assume thinner tails or more stable volatility than the data have',
            'The model is overfitted to the test set',
            'Nothing, 88% is close enough',
          ],
          1,
          'Under-coverage means intervals are too narrow, typically from normality assumptions or ignoring changing volatility.',
        ),
      ],
    }),
  },
  {
    title: 'Volatility Models',
    description: 'Modelling the part of financial time series that is predictable: volatility.',
    estimatedDuration: 105,
    lessons: [
      lesson({
        title: 'Volatility clustering and EWMA',
        description:
          'Volatility is persistent: calm periods and turbulent periods each last. The exponentially weighted moving average (EWMA) estimator, sigma^2_t = lambda sigma^2_{t-1} + (1 - lambda) r^2_{t-1}, with lambda = 0.94 for daily data as popularised by RiskMetrics, is the simplest way to track it and reacts within days to a shock.',
        order: 1,
        estimatedDuration: 30,
      }),
      lesson({
        title: 'GARCH(1,1)',
        description:
          'GARCH(1,1) adds a long-run level: sigma^2_t = omega + alpha r^2_{t-1} + beta sigma^2_{t-1}. Persistence is alpha + beta (typically 0.95-0.99 for daily equity returns), and the long-run variance is omega / (1 - alpha - beta). Unlike EWMA, GARCH forecasts revert towards the long-run level as the horizon grows. Fit by maximum likelihood, preferably with Student t errors; asymmetric variants (GJR-GARCH, EGARCH) capture the larger volatility response to falls than to rises.',
        order: 2,
        estimatedDuration: 40,
      }),
      lesson({
        title: 'Forecasting VaR with GARCH',
        description:
          'Combine a GARCH volatility forecast with a distribution for standardised returns to get a one-day VaR that adapts to market conditions: VaR_t = -(mu + sigma_t q_alpha). Filtered historical simulation uses the empirical distribution of standardised residuals instead of an assumed one. Back-test the result as in Quantitative Risk Management: the aim is exceptions that are both rare enough and not clustered.',
        order: 3,
        estimatedDuration: 35,
      }),
    ],
  },
  {
    title: 'Evaluating Forecasts',
    description:
      'Loss functions, statistical comparison of forecasts, and back-testing a forecasting strategy.',
    estimatedDuration: 95,
    lessons: [
      lesson({
        title: 'Loss functions: MAE, RMSE, MAPE and QLIKE',
        description:
          'Choose the loss that matches the decision. MAE is robust to outliers, RMSE penalises large errors, MAPE is undefined near zero and so unsuitable for returns. For volatility forecasts, compare against a noisy proxy (squared returns or realised variance) with a loss that is robust to that noise, such as QLIKE or MSE on variances (Patton, 2011).',
        order: 1,
        estimatedDuration: 30,
      }),
      lesson({
        title: 'The Diebold-Mariano test',
        description:
          'Is model A really better than model B, or just lucky? The Diebold-Mariano test compares the average difference in losses of two forecasts, using a variance estimate robust to autocorrelation (needed for multi-step forecasts). Always compare against a naive benchmark (random walk, historical mean): in finance, beating it is the exception.',
        order: 2,
        estimatedDuration: 30,
      }),
      lesson({
        title: 'Walk-forward back-testing of a forecasting strategy',
        description:
          'Turn forecasts into positions, include transaction costs and realistic execution, and evaluate with walk-forward refits. Count how many models and parameters you tried: the more you try, the higher the best back-test will be by chance alone (the multiple-testing problem). Keep a final hold-out period you look at once.',
        order: 3,
        estimatedDuration: 35,
      }),
    ],
    moduleQuiz: moduleQuiz({
      title: 'Evaluation quiz',
      description: 'Two questions.',
      passingScore: 70,
      timeLimit: 5,
      questions: [
        question(
          'Why is MAPE a poor choice for evaluating daily return forecasts?',
          [
            'It is too hard to compute',
            'Returns are often close to zero, making percentage errors explode',
            'It ignores large errors',
            'It is only for volatility',
          ],
          1,
          'Dividing by values near zero makes MAPE unstable and meaningless for returns.',
        ),
        question(
          'You tried 200 strategy variants and report the best back-test. What is the main risk?',
          [
            'Overstating performance because of multiple testing',
            'Understating performance',
            'Transaction costs are double-counted',
            'There is no risk if the data are clean',
          ],
          0,
          'The best of many random results looks good by chance; adjust for the number of trials or use a hold-out.',
        ),
      ],
    }),
  },
]);

export const documents = [
  courseDocument({
    slug,
    createdAt,
    title: 'Time Series Forecasting for Finance',
    subtitle: 'ARIMA, GARCH and honest evaluation',
    motif: 'curve',
    description:
      'Forecast returns and volatility with ARIMA and GARCH models, and evaluate forecasts honestly with walk-forward tests and the Diebold-Mariano test.',
    overview:
      'Financial time series are noisy, non-stationary and full of traps for the unwary forecaster. This course teaches the classical toolkit and, just as importantly, how to tell whether a forecast is any good.\n\nYou will learn to test for stationarity and read autocorrelations, fit and select ARIMA models, model volatility with EWMA and GARCH, and turn volatility forecasts into Value-at-Risk. The final module covers loss functions, the Diebold-Mariano test and walk-forward back-testing, with a clear warning about multiple testing.\n\nThe course is taught through short lessons without code; to practise, the statsmodels and arch Python libraries implement every model covered. You should be familiar with regression and basic statistics.',
    level: 'Intermediate',
    category: 'Quantitative Modelling',
    isFeatured: false,
    duration: '7 weeks',
    videoUrl: 'https://vimeo.com/channels/staffpicks/594827163',
    modules,
    instructor: PEOPLE.mei,
  }),
  ...modules,
];
