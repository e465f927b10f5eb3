"""One year of a general takaful fund under the hybrid wakalah-mudarabah model.

Participants' contributions (tabarru') go into the participants' risk fund (PRF). The
operator takes a wakalah fee for running the business and a mudarabah share of investment
profit, but no share of the underwriting surplus. A deficit is covered by an interest-free
loan (qard) from the operator, repaid from future surpluses.
"""


def takaful_year(contributions, wakalah_fee_rate, claims, reinsurance, investment_return,
                 mudarabah_share, surplus_to_participants, qard_outstanding=0.0):
    wakalah_fee = contributions * wakalah_fee_rate
    fund = contributions - wakalah_fee  # the tabarru' that stays in the risk fund
    investment_profit = fund * investment_return
    operator_mudarib_share = investment_profit * mudarabah_share
    surplus = fund + investment_profit - operator_mudarib_share - claims - reinsurance

    qard_repaid = qard_extended = 0.0
    if surplus < 0:
        qard_extended = -surplus  # the operator lends, it does not absorb the loss
        distributed = 0.0
    else:
        qard_repaid = min(surplus, qard_outstanding)  # earlier qard is repaid first
        distributable = surplus - qard_repaid
        distributed = distributable * surplus_to_participants
    return {
        "wakalah fee (operator)": wakalah_fee,
        "mudarib share (operator)": operator_mudarib_share,
        "underwriting + investment surplus": surplus,
        "qard repaid to operator": qard_repaid,
        "qard extended by operator": qard_extended,
        "surplus distributed to participants": distributed,
    }


good_year = takaful_year(10_000_000, 0.25, 5_200_000, 900_000, 0.04, 0.30, 0.50, qard_outstanding=300_000)
bad_year = takaful_year(10_000_000, 0.25, 7_400_000, 900_000, 0.04, 0.30, 0.50)
for label, result in (("Good year", good_year), ("Bad year", bad_year)):
    print(label)
    for item, amount in result.items():
        print(f"  {item:<38} {amount:>12,.0f}")
