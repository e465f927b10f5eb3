// Personal zakat on wealth: 2.5% of net zakatable wealth held for a full lunar year (hawl),
// due only when that wealth reaches the nisab (85 g of gold or 595 g of silver).
// Run with: node zakat_calculator.js

const GOLD_NISAB_GRAMS = 85;
const SILVER_NISAB_GRAMS = 595;
const LUNAR_RATE = 0.025;
const SOLAR_RATE = 0.025 * (365.25 / 354.37); // about 2.577% if you use a Gregorian year end

function zakatDue(holdings, prices, { nisabBasis = 'silver', solarYear = false } = {}) {
  const assets =
    holdings.cash +
    holdings.goldGrams * prices.goldPerGram +
    holdings.silverGrams * prices.silverPerGram +
    holdings.tradingShares + // shares held for trading: full market value
    holdings.longTermShareZakatableAssets + // long-term shares: your part of the company's zakatable assets
    holdings.receivablesExpected;
  const net = assets - holdings.debtsDueNow; // only debts due now (e.g. this month's instalment)
  const nisab =
    nisabBasis === 'gold' ? GOLD_NISAB_GRAMS * prices.goldPerGram : SILVER_NISAB_GRAMS * prices.silverPerGram;
  const rate = solarYear ? SOLAR_RATE : LUNAR_RATE;
  return { net, nisab, due: net >= nisab ? net * rate : 0 };
}

const holdings = {
  cash: 6200,
  goldGrams: 20,
  silverGrams: 0,
  tradingShares: 1500,
  longTermShareZakatableAssets: 2400,
  receivablesExpected: 800,
  debtsDueNow: 1100,
};
const prices = { goldPerGram: 75, silverPerGram: 0.9 };

for (const basis of ['silver', 'gold']) {
  const { net, nisab, due } = zakatDue(holdings, prices, { nisabBasis: basis });
  console.log(
    `${basis} nisab ${nisab.toFixed(2)}: net zakatable wealth ${net.toFixed(2)}, zakat due ${due.toFixed(2)}`,
  );
}
console.log(`Solar-year rate: ${(SOLAR_RATE * 100).toFixed(3)}%`);
