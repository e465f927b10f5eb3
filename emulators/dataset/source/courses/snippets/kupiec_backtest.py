"""Back-testing a 99% VaR model: exception count, Basel traffic light and Kupiec's POF test."""
import numpy as np
from scipy.stats import chi2


def kupiec_pof(exceptions, days, level=0.99):
    """Kupiec (1995) proportion-of-failures likelihood-ratio test. Returns (LR, p-value)."""
    p = 1 - level  # expected exception probability
    x, n = exceptions, days
    phat = x / n
    log_null = (n - x) * np.log(1 - p) + x * np.log(p)
    log_alt = (n - x) * np.log(1 - phat) + (x * np.log(phat) if x > 0 else 0.0)
    lr = -2 * (log_null - log_alt)
    return lr, chi2.sf(lr, df=1)


def basel_zone(exceptions):
    """Basel traffic light for 250 days of 99% VaR: green 0-4, yellow 5-9, red 10+."""
    return "green" if exceptions <= 4 else "yellow" if exceptions <= 9 else "red"


rng = np.random.default_rng(4)
# Realised daily P&L: 150 calm days, then volatility rises by 40% for the last 100 days.
sigma = np.r_[np.full(150, 1.0e5), np.full(100, 1.4e5)]
pnl = rng.standard_normal(250) * sigma
# The model under test: a normal 99% VaR with volatility frozen at the calm level.
var_forecast = np.full(250, 2.326 * 1.0e5)

exceptions = int((-pnl > var_forecast).sum())
lr, p_value = kupiec_pof(exceptions, len(pnl))
print(f"Exceptions: {exceptions} of 250 (expected 2.5) -> Basel zone: {basel_zone(exceptions)}")
print(f"Kupiec LR = {lr:.2f}, p-value = {p_value:.4f} -> {'reject' if p_value < 0.05 else 'do not reject'} the model at 5%")
