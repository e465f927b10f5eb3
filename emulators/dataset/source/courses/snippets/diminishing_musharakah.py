"""Diminishing musharakah home finance: co-ownership that the client buys out over time.

Bank and client buy the house together. Each month the client pays (1) rent for using the
bank's share and (2) the price of a fixed number of the bank's units. As the bank's share
shrinks, the rent shrinks with it, so the monthly payment falls over time.
"""


def diminishing_musharakah(price, client_deposit, months, annual_rent_rate):
    bank_share = price - client_deposit
    unit_purchase = bank_share / months  # value of bank units bought back each month
    rows = []
    for month in range(1, months + 1):
        rent = bank_share * annual_rent_rate / 12  # rent only on the part the bank still owns
        rows.append((month, rent, unit_purchase, rent + unit_purchase, 1 - (bank_share - unit_purchase) / price))
        bank_share -= unit_purchase
    return rows


rows = diminishing_musharakah(price=300_000, client_deposit=60_000, months=240, annual_rent_rate=0.055)
for month, rent, units, payment, client_owns in rows[:2] + rows[119:120] + rows[-1:]:
    print(f"Month {month:>3}: rent {rent:8,.2f} + units {units:8,.2f} = {payment:9,.2f} | client owns {client_owns:6.1%}")
print(f"Total rent paid: {sum(r[1] for r in rows):,.2f}")
