"""Pricing a European call by Monte Carlo and checking it against Black-Scholes.

Under the risk-neutral measure the stock follows geometric Brownian motion, so
S_T = S_0 exp((r - sigma^2 / 2) T + sigma sqrt(T) Z). The option price is the discounted
average payoff. Antithetic variates (using Z and -Z) cut the variance for free.
"""
from math import erf, exp, log, sqrt

import numpy as np


def norm_cdf(x):
    return 0.5 * (1 + erf(x / sqrt(2)))


def black_scholes_call(s0, k, r, sigma, t):
    d1 = (log(s0 / k) + (r + sigma**2 / 2) * t) / (sigma * sqrt(t))
    d2 = d1 - sigma * sqrt(t)
    return s0 * norm_cdf(d1) - k * exp(-r * t) * norm_cdf(d2)


def monte_carlo_call(s0, k, r, sigma, t, paths=200_000, seed=1):
    z = np.random.default_rng(seed).standard_normal(paths // 2)
    z = np.concatenate([z, -z])  # antithetic pairs
    st = s0 * np.exp((r - sigma**2 / 2) * t + sigma * sqrt(t) * z)
    discounted = exp(-r * t) * np.maximum(st - k, 0.0)
    pair_means = (discounted[: paths // 2] + discounted[paths // 2 :]) / 2  # independent samples
    return discounted.mean(), pair_means.std(ddof=1) / sqrt(paths // 2)


params = dict(s0=100.0, k=105.0, r=0.04, sigma=0.25, t=1.0)
price, std_error = monte_carlo_call(**params)
exact = black_scholes_call(**params)
print(f"Monte Carlo: {price:.4f} +/- {1.96 * std_error:.4f} (95% CI)")
print(f"Black-Scholes: {exact:.4f}")
