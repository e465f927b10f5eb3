"""Price and yield of a fixed-rental ijarah sukuk.

Certificate holders own the leased asset and receive its rentals as periodic distributions;
at maturity the obligor buys the asset back at the exercise price agreed in the purchase
undertaking. With fixed rentals, the cash flows look like a bond's, so the same
discounting applies: the yield is the single rate that equates their present value to price.
"""


def price_from_yield(face, rental_rate, years, yld, freq=2):
    n, c, y = int(years * freq), face * rental_rate / freq, yld / freq
    return sum(c / (1 + y) ** t for t in range(1, n + 1)) + face / (1 + y) ** n


def yield_from_price(price, face, rental_rate, years, freq=2, lo=-0.5, hi=1.0):
    """Bisection: price falls as yield rises, so halve the bracket until it is tiny."""
    for _ in range(200):
        mid = (lo + hi) / 2
        if price_from_yield(face, rental_rate, years, mid, freq) > price:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def modified_duration(face, rental_rate, years, yld, freq=2, bump=1e-4):
    up = price_from_yield(face, rental_rate, years, yld + bump, freq)
    down = price_from_yield(face, rental_rate, years, yld - bump, freq)
    return (down - up) / (2 * bump * price_from_yield(face, rental_rate, years, yld, freq))


face, rental_rate, years = 1_000.0, 0.05, 5  # 5% annual rental paid semi-annually
print(f"Price at a 6% yield: {price_from_yield(face, rental_rate, years, 0.06):.2f}")
ytm = yield_from_price(970.0, face, rental_rate, years)
print(f"Yield at a price of 970.00: {ytm:.4%}")
print(f"Modified duration at that yield: {modified_duration(face, rental_rate, years, ytm):.2f} years")
