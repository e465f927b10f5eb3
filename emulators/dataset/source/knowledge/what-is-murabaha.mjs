// "What Is Murabaha?" — the cost-plus sale behind most Islamic retail and trade finance.
// Also carries a draft revision (drafts.post-what-is-murabaha) that must stay unpublished.
import { bullet, customBlock, h2, h3, image, link, numbered, p, quote, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover } from '../svg.mjs';
import { chartData, download, inlineImage, pdfBlock, slug } from './helpers.mjs';

const SLUG = 'what-is-murabaha';

/** A three-party flow diagram: supplier, bank, client. */
const flowDiagram = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="420" viewBox="0 0 960 420" role="img" aria-label="Murabaha transaction flow">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="#0f766e"/></marker></defs>
<rect width="960" height="420" fill="#f8fafc"/>
<g font-family="Arial, sans-serif" font-size="22" text-anchor="middle">
<rect x="30" y="160" width="180" height="100" rx="14" fill="#ccfbf1" stroke="#0f766e" stroke-width="3"/><text x="120" y="204" font-weight="700" fill="#134e4a">Supplier</text><text x="120" y="234" font-size="17" fill="#134e4a">sells at cost</text>
<rect x="390" y="160" width="180" height="100" rx="14" fill="#dbeafe" stroke="#1d4ed8" stroke-width="3"/><text x="480" y="204" font-weight="700" fill="#1e3a8a">Bank</text><text x="480" y="234" font-size="17" fill="#1e3a8a">owns, then resells</text>
<rect x="750" y="160" width="180" height="100" rx="14" fill="#fef3c7" stroke="#b45309" stroke-width="3"/><text x="840" y="204" font-weight="700" fill="#78350f">Client</text><text x="840" y="234" font-size="17" fill="#78350f">pays cost + profit</text>
<path d="M840 158 C800 50 520 50 482 156" fill="none" stroke="#0f766e" stroke-width="3" marker-end="url(#arrow)"/><text x="660" y="50" font-size="17" fill="#0f172a">1. Promise to buy (wa'd)</text>
<line x1="388" y1="195" x2="214" y2="195" stroke="#0f766e" stroke-width="3" marker-end="url(#arrow)"/><text x="300" y="182" font-size="16" fill="#0f172a">2. Pays 100,000</text>
<line x1="212" y1="228" x2="386" y2="228" stroke="#0f766e" stroke-width="3" marker-end="url(#arrow)"/><text x="300" y="254" font-size="16" fill="#0f172a">3. Title + risk</text>
<line x1="572" y1="210" x2="746" y2="210" stroke="#0f766e" stroke-width="3" marker-end="url(#arrow)"/><text x="660" y="196" font-size="16" fill="#0f172a">4. Sells for 112,000</text>
<path d="M840 262 C800 380 520 380 482 264" fill="none" stroke="#0f766e" stroke-width="3" marker-end="url(#arrow)"/><text x="660" y="400" font-size="17" fill="#0f172a">5. 24 monthly instalments of 4,666.67</text>
</g></svg>`;

const featuredImage = image(
  'post-what-is-murabaha.svg',
  cover({ title: 'What Is Murabaha?', subtitle: 'Cost-plus sale, step by step', motif: 'star' }),
  { alt: 'Islamic geometric star pattern behind the title What Is Murabaha?' },
);

const worksheet = download(
  'murabaha-pricing-worksheet.pdf',
  'Murabaha pricing worksheet',
  'A one-page worksheet to price a murabaha sale, split the instalments and recognise profit by period.',
  [
    'Purpose: price a murabaha sale and schedule its instalments. Fill in the inputs, then follow the steps in order.',
    'Inputs: (A) cost of the asset paid by the bank, including directly attributable expenses disclosed to the client; (B) agreed profit amount or mark-up; (C) number of instalments; (D) first instalment date.',
    'Step 1 - Sale price. Sale price = A + B. Example: 100,000 + 12,000 = 112,000. The sale price is fixed at contract and cannot be increased later, including on late payment.',
    'Step 2 - Instalment. Instalment = sale price / C. Example: 112,000 / 24 = 4,666.67 per month.',
    'Step 3 - Implied rate. Solve for the monthly rate r that makes the present value of the instalments equal to A. Example: r = 0.927% a month, 11.13% nominal a year, 11.71% effective. This is the number to compare with other financing offers.',
    'Step 4 - Profit recognition. Recognise profit in proportion to the outstanding balance (effective-rate method): profit for a month = opening balance x r. Example: year 1 = 8,766; year 2 = 3,234.',
    'Step 5 - Late payment. Any late-payment charge agreed in the contract is paid to charity and is not income of the bank. Keep it out of the profit schedule.',
    "Step 6 - Early settlement. Any rebate (ibra) for early settlement is at the bank's discretion unless the regulator requires it; record it separately from the contractual schedule.",
    "Checklist before signing: the bank owned the asset and bore its risk before the sale; cost and profit were disclosed; the promise to purchase is separate from the sale contract; the agency agreement (if the client bought on the bank's behalf) ended before the sale.",
  ],
);

const body = [
  p(
    strong('Murabaha'),
    ' is a sale in which the seller tells the buyer what the goods cost and adds an agreed profit. That is all the word means: a "cost-plus" sale. It predates Islamic banking by more than a millennium, and today it is the most widely used contract in Islamic finance, behind home and car financing, trade finance and a large share of interbank liquidity.',
  ),
  p(
    'This article explains how a bank turns a cost-plus sale into a financing product, works through the numbers on a real-sized example, and sets out the conditions that make the difference between a valid murabaha and a loan with a different label. If the prohibitions behind it are new to you, start with ',
    link('Riba, Gharar and Maysir Explained', '/knowledge/riba-gharar-maysir-explained'),
    '.',
  ),
  h2('From trade contract to bank product'),
  p(
    'A trader selling goods at cost plus a mark-up needs no bank. The financing version, called ',
    strong('murabaha to the purchase orderer'),
    ' (murabaha lil-amir bil-shira), adds two features: the bank buys an asset because a client asked for it, and the client pays for it later, usually in instalments. The bank earns its return from the sale of something it owned, not from lending money.',
  ),
  numbered(
    "The client identifies the asset and the supplier, and gives the bank a promise (wa'd) to buy the asset once the bank owns it.",
  ),
  numbered(
    'The bank buys the asset from the supplier. It may appoint the client as its agent for the purchase, but the agency and the later sale must be separate contracts.',
  ),
  numbered(
    'The bank takes possession, physically or constructively, and carries the risk of the asset while it owns it.',
  ),
  numbered(
    'The bank sells the asset to the client, disclosing its cost and the profit it adds. The sale price is fixed at this point.',
  ),
  numbered(
    'The client pays the sale price on the agreed deferred schedule. Ownership passes to the client at the sale, not at the last instalment.',
  ),
  inlineImage(
    'murabaha-flow.svg',
    flowDiagram,
    'Diagram: the client promises to buy, the bank pays the supplier 100,000 and receives title, then sells to the client for 112,000 paid in 24 monthly instalments.',
    'The five steps of a murabaha to the purchase orderer, with the figures from the worked example below.',
  ),
  h2('A worked example'),
  p(
    'A small manufacturer needs a packaging machine that costs ',
    strong('100,000'),
    '. The bank buys it and sells it to the manufacturer for ',
    strong('112,000'),
    ', payable in 24 equal monthly instalments of 4,666.67. The profit of 12,000 is agreed and disclosed up front.',
  ),
  p(
    'Twelve per cent over two years is not an annual rate of 6%. The client repays part of the cost every month, so on average much less than 100,000 is outstanding. Solving for the rate that equates the instalments with the cost gives 0.927% a month: ',
    strong('11.13% a year nominal, or 11.71% effective'),
    '. That is the figure to compare with other financing offers, and it is why regulators in most jurisdictions require banks to disclose an annualised rate for murabaha as well.',
  ),
  p(
    'The same logic governs how the bank recognises its profit. Accounting standards for murabaha (AAOIFI FAS 28, and IFRS 9 for banks that report under IFRS) spread the profit in proportion to the amount outstanding rather than in equal slices, so most of it falls in the first year.',
  ),
  customBlock('chart', {
    title: 'Profit recognised on a 100,000 murabaha, by year',
    chartType: 'bar',
    data: chartData(
      ['Year 1', 'Year 2'],
      [
        { label: 'Effective-rate method (USD)', data: [8766, 3234] },
        { label: 'Straight-line split (USD)', data: [6000, 6000] },
      ],
    ),
    description:
      'Computed from the worked example: 112,000 sale price, 24 monthly instalments, implied rate 0.927% a month. The straight-line split is shown for comparison only.',
  }),
  h2('What makes it different from an interest-bearing loan'),
  p(
    'Critics point out that the client ends up paying 112,000 for 100,000 of value over two years, just as with a loan. The economic outcome is indeed similar; the differences lie in the risks the bank carries and in what it may charge.',
  ),
  bullet(
    strong('Ownership risk. '),
    "If the machine is destroyed between the bank's purchase and the sale to the client, the loss is the bank's.",
  ),
  bullet(
    strong('A fixed price. '),
    'Once sold, the price is a debt that cannot grow. There is no compounding and no rescheduling at a higher price if the client needs more time.',
  ),
  bullet(
    strong('Late payment. '),
    "The contract may oblige a defaulting client to pay a penalty, but most Shari'ah boards require it to go to charity, so the bank does not profit from lateness.",
  ),
  bullet(
    strong('Real assets only. '),
    'Murabaha finances the purchase of an identified asset. It cannot be used to hand over cash, which is why cash needs are met by other structures such as tawarruq.',
  ),
  quote(
    "No ownership, no murabaha: the seller must own the goods, and carry their risk, before it can sell them at a profit. — our summary of the ownership conditions in AAOIFI Shari'ah Standard No. 8 (Murabaha)",
  ),
  h3('Where murabaha is criticised'),
  p(
    'The profit margin is usually set by reference to a conventional benchmark, historically LIBOR, so murabaha pricing tracks interest rates. Scholars generally accept a benchmark as a pricing reference, as long as the price is fixed once the sale is made; our piece on ',
    link('profit-rate benchmarks beyond LIBOR and SOFR', '/knowledge/profit-rate-benchmarks-beyond-libor'),
    ' looks at the alternatives. The sharper criticism is aimed at commodity murabaha (tawarruq), where the asset is bought and immediately resold only to produce cash. Many scholars and the ',
    link('AAOIFI', 'https://aaoifi.com/'),
    ' standards restrict organised tawarruq for that reason.',
  ),
  pdfBlock(
    'murabaha-term-sheet-sample.pdf',
    'Sample murabaha term sheet',
    "An annotated, anonymised term sheet for equipment murabaha, showing where each Shari'ah condition appears in the documents.",
    [
      'SAMPLE - for teaching purposes only. Parties: the Bank (seller); the Customer (purchaser); the Supplier.',
      "Asset: one automated packaging line, model and serial number as per the Supplier's pro-forma invoice. Cost price: USD 100,000 including delivery. Profit: USD 12,000. Sale price: USD 112,000.",
      'Payment: 24 equal monthly instalments of USD 4,666.67, the first due one month after the Sale Date. Annualised rate disclosed to the Customer: 11.13% (nominal).',
      "Promise to purchase: the Customer undertakes to purchase the Asset from the Bank at the Sale Price once the Bank has acquired it. The undertaking is not itself a sale. [Note: separates the wa'd from the murabaha contract.]",
      "Agency: the Bank appoints the Customer as its agent to receive the Asset from the Supplier. The agency ends on the Customer's notice that the Asset has been received on the Bank's behalf. [Note: the Bank owns and bears the risk of the Asset between receipt and sale.]",
      "Late payment: the Customer undertakes to pay a charitable donation of 2% a year on overdue amounts, to be disbursed by the Bank to charity under the supervision of its Shari'ah board. [Note: not income of the Bank.]",
      "Security: pledge over the Asset and a personal guarantee. Governing standard: AAOIFI Shari'ah Standard No. 8 (Murabaha).",
    ],
  ),
  h2('Key takeaways'),
  bullet('Murabaha is a sale with a disclosed cost and profit, used as financing by deferring the price.'),
  bullet('The bank must own the asset and carry its risk before selling; the price is fixed once sold.'),
  bullet(
    'Compare offers on the annualised rate, not the headline mark-up: 12% over two years is about 11.1% a year.',
  ),
  p(
    'Questions about structuring a murabaha product? ',
    link('Dr. Amina Hassan', '/team/amina-hassan'),
    ' leads our Islamic finance curriculum. For background reading, see the ',
    link('Wikipedia article on murabaha', 'https://en.wikipedia.org/wiki/Murabaha'),
    '.',
  ),
];

const published = {
  _id: `post-${SLUG}`,
  _type: 'knowledgePost',
  _createdAt: '2024-02-12T08:30:00Z',
  _updatedAt: '2024-06-03T10:15:00Z',
  title: 'What Is Murabaha?',
  slug: slug(SLUG),
  summary:
    'The cost-plus sale behind most Islamic financing, explained step by step with a worked pricing example.',
  tags: ['Islamic Finance', 'Risk'],
  date: '2024-02-12',
  estimatedReadingTime: 5,
  featuredImage,
  author: ref(PEOPLE.amina),
  body,
  downloads: [worksheet],
};

/** An unpublished revision: must never appear in the published API. */
const draft = {
  ...published,
  _id: `drafts.post-${SLUG}`,
  _createdAt: '2025-08-18T14:05:00Z',
  _updatedAt: '2025-08-19T09:40:00Z',
  title: 'What Is Murabaha? A Complete Guide for 2025 (Draft)',
  summary: 'DRAFT — expanded guide with a new section on murabaha sukuk. Not reviewed yet.',
};

export const documents = [published, draft];
