"""Murabaha instalment schedule.

The bank buys the asset for `cost` and sells it to the client for a deferred price fixed in
the contract. The price is set so that equal monthly instalments earn the bank its target
annual profit rate. Profit is then recognised on the unrecovered cost month by month
(the effective-rate method, as in AAOIFI FAS 28), so early instalments carry more profit.
"""


def murabaha_schedule(cost, annual_profit_rate, months, down_payment=0.0):
    financed = cost - down_payment
    r = annual_profit_rate / 12
    instalment = financed * r / (1 - (1 + r) ** -months) if r else financed / months
    deferred_price = down_payment + instalment * months  # fixed at signing, never changes
    rows, unrecovered = [], financed
    for month in range(1, months + 1):
        profit = unrecovered * r
        cost_recovered = instalment - profit
        unrecovered -= cost_recovered
        rows.append((month, instalment, profit, cost_recovered, max(unrecovered, 0.0)))
    return deferred_price, instalment, rows


price, instalment, rows = murabaha_schedule(cost=120_000, annual_profit_rate=0.06, months=60, down_payment=20_000)
print(f"Deferred sale price: {price:,.2f}")
print(f"Monthly instalment:  {instalment:,.2f}")
print(f"Total markup:        {price - 120_000:,.2f}")
print(f"{'Month':>5} {'Instalment':>11} {'Profit':>9} {'Cost recovered':>15} {'Unrecovered':>12}")
for month, pay, profit, recovered, left in rows[:3] + rows[-2:]:
    print(f"{month:>5} {pay:>11,.2f} {profit:>9,.2f} {recovered:>15,.2f} {left:>12,.2f}")
assert abs(sum(row[2] for row in rows) - (price - 120_000)) < 1e-6  # profit sums to the markup
