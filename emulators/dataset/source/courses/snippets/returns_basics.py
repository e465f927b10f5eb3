"""From prices to returns, volatility and drawdown with NumPy."""
import numpy as np

prices = np.array([100.0, 101.5, 100.8, 102.9, 104.1, 101.7, 99.8, 100.9, 103.6, 105.2, 104.4])

simple = prices[1:] / prices[:-1] - 1  # compound over time by multiplying (1 + r)
log_returns = np.log(prices[1:] / prices[:-1])  # add over time

total_from_simple = np.prod(1 + simple) - 1
total_from_log = np.exp(log_returns.sum()) - 1
print(f"Total return: {total_from_simple:.4%} (simple) = {total_from_log:.4%} (log)")

daily_vol = simple.std(ddof=1)  # sample standard deviation
print(f"Daily volatility {daily_vol:.4%}, annualised {daily_vol * np.sqrt(252):.2%} (252 trading days)")

running_peak = np.maximum.accumulate(prices)
drawdowns = prices / running_peak - 1
print(f"Maximum drawdown: {drawdowns.min():.2%} (trough on day {drawdowns.argmin()})")
