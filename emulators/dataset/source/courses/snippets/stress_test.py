"""Scenario stress test: revalue a portfolio under historical and hypothetical shocks.

Linear positions lose (shock x exposure). The sukuk position is revalued with duration
and convexity, which is accurate enough for moderate moves in the profit-rate curve.
"""

portfolio = {
    "global_equities": 6_000_000,  # market value
    "em_equities": 1_500_000,
    "gold": 500_000,
}
sukuk = {"value": 2_000_000, "duration": 4.2, "convexity": 22.0}

scenarios = {
    # Approximate, illustrative calibrations of peak-to-trough moves.
    # name: (equity shock, EM equity shock, gold shock, change in yield, change in spread)
    "2008 GFC (Sep-Nov 2008)": (-0.30, -0.40, 0.05, -0.010, 0.030),
    "2020 COVID crash (Feb-Mar)": (-0.33, -0.31, -0.03, -0.005, 0.015),
    "2022 rate shock": (-0.20, -0.22, -0.02, 0.025, 0.010),
    "Hypothetical: oil collapse": (-0.10, -0.25, 0.08, -0.005, 0.040),
}


def sukuk_pnl(value, duration, convexity, dy):
    return value * (-duration * dy + 0.5 * convexity * dy**2)


for name, (eq, em, gold, rates, spread) in scenarios.items():
    linear = portfolio["global_equities"] * eq + portfolio["em_equities"] * em + portfolio["gold"] * gold
    fixed_income = sukuk_pnl(sukuk["value"], sukuk["duration"], sukuk["convexity"], rates + spread)
    total = linear + fixed_income
    print(f"{name:<28} P&L {total:>12,.0f}  ({total / 10_000_000:+.1%} of 10m)")
