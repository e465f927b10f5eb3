-- Dividend purification for a Shari'ah-screened portfolio (SQLite; in PostgreSQL cast to NUMERIC before ROUND).
-- A company that passes the screens may still earn a little impermissible income (e.g. interest
-- on cash). The investor gives away that share of each dividend received: the purification amount.

CREATE TABLE holdings (ticker TEXT PRIMARY KEY, shares INTEGER NOT NULL);
CREATE TABLE dividends (ticker TEXT NOT NULL, pay_date TEXT NOT NULL, amount_per_share REAL NOT NULL);
CREATE TABLE company_income (
  ticker TEXT NOT NULL,
  fiscal_year INTEGER NOT NULL,
  total_revenue REAL NOT NULL,
  impermissible_income REAL NOT NULL
);

INSERT INTO holdings VALUES ('SOLR', 1200), ('MEDI', 400), ('CLOD', 250);
INSERT INTO dividends VALUES
  ('SOLR', '2024-05-15', 0.42), ('SOLR', '2024-11-15', 0.45),
  ('MEDI', '2024-06-30', 1.10),
  ('CLOD', '2024-09-01', 0.80);
INSERT INTO company_income VALUES
  ('SOLR', 2024, 2100, 21), ('MEDI', 2024, 7500, 105), ('CLOD', 2024, 14000, 392);

SELECT
  h.ticker,
  ROUND(SUM(h.shares * d.amount_per_share), 2) AS dividends_received,
  ROUND(c.impermissible_income / c.total_revenue, 4) AS impermissible_ratio,
  ROUND(SUM(h.shares * d.amount_per_share) * c.impermissible_income / c.total_revenue, 2) AS purification_due
FROM holdings AS h
JOIN dividends AS d ON d.ticker = h.ticker AND d.pay_date BETWEEN '2024-01-01' AND '2024-12-31'
JOIN company_income AS c ON c.ticker = h.ticker AND c.fiscal_year = 2024
GROUP BY h.ticker, c.impermissible_income, c.total_revenue
ORDER BY purification_due DESC;
