"""What happens when a payment is late: an interest-bearing loan versus a murabaha sale.

A loan's debt grows with time: unpaid amounts keep accruing interest (riba).
A murabaha creates a debt equal to the agreed deferred price, and that debt can never grow.
A late-payment charge, if the contract has one, is paid to charity, not kept as income.
"""

LOAN_RATE = 0.06 / 12  # monthly interest on the outstanding balance
MURABAHA_DEBT = 10_600.00  # cost 10,000 + agreed markup 600, fixed at signing
CHARITY_CHARGE = 50.00  # flat late-payment charge, donated (never bank income)

loan_balance = 10_000.00
for month in range(1, 4):  # the customer misses three monthly payments
    loan_balance *= 1 + LOAN_RATE
    print(f"Month {month}: loan balance {loan_balance:,.2f} | murabaha debt {MURABAHA_DEBT:,.2f}")

print(f"Extra owed on the loan after 3 months: {loan_balance - 10_000:,.2f} (bank income)")
print(f"Murabaha late charge: {CHARITY_CHARGE:,.2f} (to charity, the bank's income is unchanged)")
