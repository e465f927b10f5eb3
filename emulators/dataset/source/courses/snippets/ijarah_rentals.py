"""Ijarah muntahia bittamleek (lease ending in ownership) with rentals reset each year.

Each year's rental is agreed before that year starts (the lessee must know the rent of a
period before it begins, AAOIFI Shari'ah Standard 9). It has two parts: a fixed slice that
recovers the lessor's cost, and a variable part, (benchmark + margin) on the cost not yet
recovered. Ownership passes at the end by a separate gift or token sale, never automatically.
"""


def ijarah_rentals(asset_cost, years, margin, benchmark_by_year, residual=0.0):
    fixed_part = (asset_cost - residual) / years
    unrecovered = asset_cost
    rows = []
    for year in range(1, years + 1):
        rate = benchmark_by_year[year - 1] + margin
        variable_part = unrecovered * rate
        rows.append((year, rate, fixed_part, variable_part, fixed_part + variable_part))
        unrecovered -= fixed_part
    return rows, unrecovered


benchmarks = [0.045, 0.050, 0.040, 0.035, 0.035]  # one reading per annual reset
rows, residual = ijarah_rentals(asset_cost=250_000, years=5, margin=0.02, benchmark_by_year=benchmarks, residual=25_000)
print(f"{'Year':>4} {'Rate':>6} {'Fixed':>10} {'Variable':>10} {'Rental':>10}")
for year, rate, fixed, variable, rental in rows:
    print(f"{year:>4} {rate:>6.2%} {fixed:>10,.2f} {variable:>10,.2f} {rental:>10,.2f}")
print(f"Total rentals: {sum(r[4] for r in rows):,.2f}; residual transferred by sale for {residual:,.2f}")
