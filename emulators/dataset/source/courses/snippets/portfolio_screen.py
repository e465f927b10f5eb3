"""A two-stage ethical screen: business-activity exclusions, then financial-ratio limits.

Ratio limits follow AAOIFI Shari'ah Standard 21 (financial papers): interest-bearing debt
and interest-bearing deposits each below 30% of market capitalisation, and impermissible
income below 5% of revenue (that income must then be purified). An ESG floor is optional.
"""
from dataclasses import dataclass

import numpy as np

EXCLUDED_SECTORS = {"alcohol", "tobacco", "gambling", "conventional banking", "weapons", "adult entertainment"}


@dataclass
class Company:
    ticker: str
    sector: str
    market_cap: float
    interest_bearing_debt: float
    interest_bearing_deposits: float
    revenue: float
    impermissible_income: float
    esg_score: float  # 0-100, higher is better


def screen(company, min_esg=None):
    """Returns (passes, reasons) so every exclusion can be explained to an investor."""
    reasons = []
    if company.sector in EXCLUDED_SECTORS:
        reasons.append(f"excluded sector: {company.sector}")
    if company.interest_bearing_debt / company.market_cap >= 0.30:
        reasons.append("debt / market cap >= 30%")
    if company.interest_bearing_deposits / company.market_cap >= 0.30:
        reasons.append("interest-bearing deposits / market cap >= 30%")
    if company.impermissible_income / company.revenue >= 0.05:
        reasons.append("impermissible income >= 5% of revenue")
    if min_esg is not None and company.esg_score < min_esg:
        reasons.append(f"ESG score {company.esg_score} < {min_esg}")
    return not reasons, reasons


def tracking_error(portfolio_returns, benchmark_returns, periods_per_year=12):
    active = np.asarray(portfolio_returns) - np.asarray(benchmark_returns)
    return active.std(ddof=1) * np.sqrt(periods_per_year)


universe = [
    Company("SOLR", "renewable energy", 8e9, 1.6e9, 0.3e9, 2.1e9, 0.02e9, 71),
    Company("BREW", "alcohol", 40e9, 9e9, 1e9, 12e9, 12e9, 55),
    Company("LEVR", "industrials", 5e9, 2.2e9, 0.4e9, 3.0e9, 0.05e9, 62),
    Company("CLOD", "software", 60e9, 3e9, 21e9, 14e9, 0.4e9, 68),
    Company("MEDI", "healthcare", 22e9, 2e9, 1.5e9, 7.5e9, 0.1e9, 45),
]
for company in universe:
    ok, why = screen(company, min_esg=50)
    print(f"{company.ticker}: PASS" if ok else f"{company.ticker}: FAIL ({'; '.join(why)})")

rng = np.random.default_rng(3)
benchmark = rng.normal(0.007, 0.04, 60)  # five years of monthly benchmark returns
portfolio = benchmark + rng.normal(0.0, 0.008, 60)  # the screened portfolio deviates a little
print(f"Annualised tracking error: {tracking_error(portfolio, benchmark):.2%}")
