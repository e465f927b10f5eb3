"""One-day Value-at-Risk and Expected Shortfall by historical simulation.

Historical simulation revalues today's portfolio under each of the last N days' returns
and reads the risk measures straight off the resulting profit-and-loss distribution:
no distributional assumption, but only as good as the window it looks at.
"""
import numpy as np


def historical_var_es(pnl, level=0.99):
    """VaR and ES (both reported as positive losses) from a sample of P&L values."""
    losses = -np.asarray(pnl)
    var = np.quantile(losses, level, method="higher")  # an observed loss, as regulators expect
    es = losses[losses >= var].mean()  # average of the losses at or beyond VaR
    return var, es


rng = np.random.default_rng(7)
# Two years of daily returns for three assets: fat-tailed (Student t, 4 d.o.f.) and correlated.
corr = np.array([[1.0, 0.6, 0.3], [0.6, 1.0, 0.4], [0.3, 0.4, 1.0]])
vols = np.array([0.012, 0.009, 0.015])
shocks = rng.standard_t(df=4, size=(500, 3)) / np.sqrt(2)  # unit variance for t(4)
returns = shocks @ np.linalg.cholesky(corr).T * vols

positions = np.array([4_000_000, 3_500_000, 2_500_000])  # market value per asset
pnl = returns @ positions  # today's portfolio under each historical day

for level in (0.95, 0.99):
    var, es = historical_var_es(pnl, level)
    print(f"{level:.0%} 1-day VaR: {var:>10,.0f}   ES: {es:>10,.0f}")

var_10d = historical_var_es(pnl, 0.99)[0] * np.sqrt(10)  # square-root-of-time: a rough scaling
print(f"99% 10-day VaR (sqrt-of-time scaling): {var_10d:,.0f}")
