// "Takaful vs Conventional Insurance". Deliberately has no author (the site must cope), and is
// the only post tagged 'Takaful'.
import { bullet, customBlock, em, h2, h3, image, link, numbered, p, strong } from '../kit.mjs';
import { cover } from '../svg.mjs';
import { chartData, download, inlineImage, slug } from './helpers.mjs';

const SLUG = 'takaful-vs-conventional-insurance';

const body = [
  p(
    "Insurance is one of the few everyday financial products that most Shari'ah scholars consider impermissible in its conventional form. The reasons come straight from the ",
    link('three prohibitions', '/knowledge/riba-gharar-maysir-explained'),
    ': a premium exchanged for an uncertain payout involves ',
    strong('gharar'),
    '; a policyholder who pays little and collects much, or pays for years and collects nothing, resembles ',
    strong('maysir'),
    '; and insurers invest premiums largely in interest-bearing bonds, which is ',
    strong('riba'),
    '. Takaful, from the Arabic for mutual guarantee, restructures the same economic function so that none of the three arises.',
  ),
  h2('The core idea: donation, not exchange'),
  p(
    'In conventional insurance the policyholder buys protection from the insurer: an exchange contract in which the insurer keeps whatever premiums are not paid out in claims. In takaful the participants ',
    em('donate'),
    " (tabarru') their contributions into a common ",
    strong("participants' risk fund"),
    ', from which members who suffer a covered loss are compensated. Because it is a donation for mutual help, the uncertainty about who will receive what does not invalidate it. The fund belongs to the participants collectively, not to the company.',
  ),
  p(
    "A takaful operator, usually a company with shareholders, manages the fund. It may not take the fund's surplus as its profit; it is paid for its services under one of the models below. The principles are set out in ",
    link('AAOIFI', 'https://aaoifi.com/'),
    " Shari'ah Standard No. 26 on Islamic insurance.",
  ),
  h2('Operating models'),
  bullet(
    strong('Wakalah (agency). '),
    "The operator is the participants' agent and charges a fee, typically a percentage of contributions, set in advance. Underwriting surplus belongs to the fund.",
  ),
  bullet(
    strong('Mudarabah (profit sharing). '),
    'The operator manages the fund as mudarib and takes an agreed share of the investment profit (and, in some older versions, of the surplus, which many scholars now reject).',
  ),
  bullet(
    strong('Hybrid. '),
    'The most common model today: a wakalah fee for underwriting and a mudarabah share of investment profit.',
  ),
  bullet(
    strong('Waqf. '),
    'The operator sets up a waqf (endowment) fund with seed capital; contributions are donations to the waqf, which compensates members under its rules. Widely used in Pakistan.',
  ),
  inlineImage(
    'takaful-funds.svg',
    cover({
      title: 'Two funds, kept apart',
      subtitle: "Participants' risk fund and shareholders' fund",
      motif: 'balance',
    }),
    "A balance beam with two pans, representing the participants' risk fund and the shareholders' fund.",
    "The participants' risk fund and the operator's shareholders' fund are kept separate; the operator is paid a fee and a profit share, never the surplus itself.",
  ),
  h2('A worked example under the hybrid model'),
  p(
    'A family takaful fund collects 10.0 million in contributions for the year. The operator charges a wakalah fee of 25% and takes 20% of investment profit as mudarib.',
  ),
  numbered('Wakalah fee to the operator: 25% × 10.0m = 2.5m. The risk fund receives 7.5m.'),
  numbered(
    "The fund invests in Shari'ah-compliant assets and earns 0.30m; the operator's 20% share is 0.06m, leaving 0.24m in the fund.",
  ),
  numbered(
    'Claims paid: 5.2m. Retakaful (Islamic reinsurance) contributions: 0.9m. Increase in technical reserves: 0.4m.',
  ),
  numbered('Surplus: 7.5 + 0.24 − 5.2 − 0.9 − 0.4 = 1.24m.'),
  p(
    "Under the fund's rules, half the surplus (0.62m) is distributed to participants in proportion to their contributions and half is kept as a reserve. A participant who contributed 1,200 receives 1,200 / 10,000,000 × 620,000 = ",
    strong('74.40'),
    '. In a conventional insurer, the equivalent 1.24m would be profit for the shareholders.',
  ),
  customBlock('chart', {
    title: 'Where 10 million of takaful contributions went',
    chartType: 'pie',
    data: chartData(
      ['Claims paid', 'Wakalah fee', 'Retakaful', 'Reserve increase', 'Underwriting surplus'],
      [{ label: 'USD million', data: [5.2, 2.5, 0.9, 0.4, 1.0] }],
    ),
    description:
      "From the worked example above (illustrative figures). Investment profit of 0.24m after the operator's share is added to the underwriting surplus of 1.0m, giving 1.24m.",
  }),
  h3('When claims exceed contributions'),
  p(
    'Had claims been 7.0m instead of 5.2m, the fund would show a deficit of 7.5 + 0.24 − 7.0 − 0.9 − 0.4 = −0.56m. The operator does not absorb it as a loss. Instead it lends the fund 0.56m as a ',
    strong('qard hasan'),
    ', an interest-free loan repaid out of future surpluses. Regulators require operators to hold capital for exactly this purpose; the ',
    link('Islamic Financial Services Board', 'https://www.ifsb.org/'),
    ' sets out governance principles for takaful (IFSB-8) and solvency requirements (IFSB-11).',
  ),
  h2('Side by side'),
  bullet(
    strong('Contract: '),
    'conventional, an exchange of premium for cover; takaful, a donation to a mutual fund plus an agency or partnership contract with the operator.',
  ),
  bullet(
    strong('Surplus: '),
    "conventional, shareholders' profit; takaful, belongs to participants (distributed or retained in the fund).",
  ),
  bullet(
    strong('Investments: '),
    "conventional, any asset including interest-bearing bonds; takaful, Shari'ah-compliant assets only, such as sukuk and screened equities.",
  ),
  bullet(
    strong('Deficit: '),
    "conventional, absorbed by shareholders' capital; takaful, funded by an interest-free loan from the operator.",
  ),
  bullet(
    strong('Governance: '),
    "takaful adds a Shari'ah board and the duty to keep the two funds separate.",
  ),
  p(
    'For a general overview and the history of the model, see the ',
    link('Wikipedia article on takaful', 'https://en.wikipedia.org/wiki/Takaful'),
    '.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2025-07-09T13:35:00Z',
    _updatedAt: '2025-07-10T08:10:00Z',
    title: 'Takaful vs Conventional Insurance',
    slug: slug(SLUG),
    summary:
      'How takaful replaces the insurance contract with mutual donation, the four operating models, and a worked surplus calculation.',
    tags: ['Islamic Finance', 'Takaful'],
    date: '2025-07-09',
    estimatedReadingTime: 4,
    featuredImage: image(
      'post-takaful-vs-conventional-insurance.svg',
      cover({
        title: 'Takaful vs Conventional Insurance',
        subtitle: 'Mutual guarantee, step by step',
        motif: 'star',
      }),
      { alt: 'Islamic geometric star pattern behind the title Takaful vs Conventional Insurance' },
    ),
    // No author on purpose.
    body,
    downloads: [
      download(
        'takaful-surplus-worked-example.pdf',
        'Takaful surplus: worked example',
        'The hybrid-model calculation from this article, line by line, with the deficit case.',
        [
          'Inputs: contributions 10.0m; wakalah fee 25%; mudarib share of investment profit 20%; surplus distribution 50% to participants.',
          "Step 1 - Wakalah fee: 25% x 10.0m = 2.5m to the operator. Participants' risk fund receives 7.5m.",
          "Step 2 - Investment: fund earns 0.30m on Shari'ah-compliant assets. Operator's share 20% = 0.06m. Fund keeps 0.24m.",
          'Step 3 - Outgoings: claims 5.2m; retakaful 0.9m; increase in technical reserves 0.4m.',
          'Step 4 - Surplus: 7.5 + 0.24 - 5.2 - 0.9 - 0.4 = 1.24m.',
          'Step 5 - Distribution: 50% of 1.24m = 0.62m to participants pro rata. A participant contributing 1,200 receives 1,200 / 10,000,000 x 620,000 = 74.40.',
          'Deficit case: with claims of 7.0m the result is 7.5 + 0.24 - 7.0 - 0.9 - 0.4 = -0.56m. The operator lends the fund 0.56m as qard hasan (interest-free), repaid from future surpluses.',
          "Standards: AAOIFI Shari'ah Standard No. 26 (Islamic insurance); IFSB-8 (governance of takaful undertakings); IFSB-11 (solvency requirements for takaful undertakings).",
        ],
      ),
    ],
  },
];
