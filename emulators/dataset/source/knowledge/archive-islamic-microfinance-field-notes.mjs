// "From the Archive: Islamic Microfinance Field Notes" — the HOSTILE / EDGE-CASE post. It
// reproduces what an import from the old blog platform really looked like, so the site's
// defences can be tested on realistic data:
//   - text blocks whose span text is raw <iframe> / <video> HTML (the UI must drop them),
//   - two consecutive identical paragraphs (the UI removes the duplicate),
//   - link marks with javascript: and data: hrefs (must never become live links),
//   - an unknown custom block type ('poll', must render nothing),
//   - a codeBlock with an empty code string,
//   - a chart whose data is invalid JSON (a missing quote: the UI shows its error message).
// It also has no `date` (the site shows 'Unknown Date').
import { bullet, customBlock, em, h2, image, link, p, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover } from '../svg.mjs';
import { slug } from './helpers.mjs';

const SLUG = 'archive-islamic-microfinance-field-notes';

const DUPLICATED =
  'Most borrowers we met used their first loan for working capital: stock for a small shop, a sewing machine, or feed for livestock. Second loans were larger and more often went into equipment.';

const body = [
  p(
    em(
      'This article was migrated from our previous blog platform. Some embedded media could not be converted and some formatting may look different from the original.',
    ),
  ),
  p(
    'In 2019 our team spent two weeks with interest-free microfinance programmes in Punjab, Pakistan. These are our notes, lightly edited. They are not a study, but they may help anyone who wants to understand how Islamic microfinance works on the ground, away from the balance sheets of large banks.',
  ),
  h2('Qard hasan at scale'),
  p(
    'The best-known programme, Akhuwat, lends without interest or mark-up: borrowers repay exactly what they borrowed. It is funded by donations, and borrowers are encouraged, not required, to donate once they have repaid. Loans are disbursed in public, often in mosques or churches, and are guaranteed socially by family members or community members rather than by collateral. Akhuwat reports recovery rates above 99%.',
  ),
  // Raw embed HTML pasted into a paragraph on the old platform: must be dropped by the UI.
  p('<iframe src="https://evil.example/x"></iframe>'),
  p(
    'A qard hasan lender cannot charge for the use of money, so costs have to be covered by other means: donations, volunteer staff, and in some programmes a small fee tied to the actual cost of administering the loan, which most scholars allow provided it does not vary with the amount or the term.',
  ),
  h2('Murabaha microfinance'),
  p(
    'Other lenders we visited use ',
    link('murabaha', '/knowledge/what-is-murabaha'),
    ': the lender buys a buffalo, a rickshaw or a stock of fabric and sells it to the borrower at a disclosed mark-up, payable in instalments. The lender earns a return and can therefore grow without donations, but it must actually own the asset first. In practice this meant loan officers visiting livestock markets with borrowers, which raised costs but also cut the misuse of funds.',
  ),
  // A legacy video tag pasted as text: must be dropped by the UI.
  p('<video src="https://cdn.legacy-cms.example/uploads/field-visit-2019.mp4" controls autoplay></video>'),
  h2('What borrowers did with the money'),
  // The old platform duplicated this paragraph on import: the UI keeps only one.
  p(DUPLICATED),
  p(DUPLICATED),
  bullet(
    'Repayment was weekly or monthly; weekly groups had fewer late payments but more meetings to attend.',
  ),
  bullet(
    'Women made up the majority of borrowers in the murabaha programmes and about half in the qard hasan one.',
  ),
  bullet(
    'Several borrowers had previously borrowed from informal moneylenders at rates they could not state precisely.',
  ),
  // Links that must never become live: javascript: and data: URLs from the old editor.
  p(
    'The full field report, with interview transcripts, is available: ',
    link('download the field report', 'javascript:alert(1)'),
    '.',
  ),
  p(
    'Respondents answered the ',
    link('original survey form', 'data:text/html,<script>alert(1)</script>'),
    ' in Urdu or English, with a translator present.',
  ),
  // The old platform exported its ad-hoc data tables as charts; this one lost a quote
  // ("Active borrowers," -> invalid JSON). The UI shows its chart error message instead.
  customBlock('chart', {
    title: 'Active borrowers in the programmes we visited',
    chartType: 'bar',
    data: '{"labels":["2017","2018","2019"],"datasets":[{"label":"Active borrowers,"data":[1240,1875,2410]}]}',
    description: 'Figures given to us by programme staff during the visit; not independently verified.',
  }),
  // A poll widget from the old platform: an unknown block type that must render nothing.
  customBlock('poll', {
    question: 'Should QuantEthic run a short course on Islamic microfinance?',
    options: ['Yes, definitely', 'Maybe, as part of a longer course', 'No'],
  }),
  h2('Cleaning the survey data'),
  p(
    'We coded the interview answers into a small data set. The cleaning script from the original post did not survive the migration; ask ',
    link('Omar Farouk', '/team/omar-farouk'),
    ' if you need it.',
  ),
  // The code was lost on import: an empty code string.
  customBlock('codeBlock', { filename: 'clean_survey.py', language: 'python', code: '' }),
  h2('What we took away'),
  p(
    strong('Cost is the binding constraint. '),
    'Interest-free lending works where donations and volunteers cover the costs; mark-up-based lending scales but must keep asset ownership real. Both depend on close contact with borrowers, which is exactly what makes microfinance expensive. For the principles behind both models, see ',
    link('Riba, Gharar and Maysir Explained', '/knowledge/riba-gharar-maysir-explained'),
    '.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2024-01-22T10:00:00Z',
    _updatedAt: '2024-01-22T10:00:00Z',
    title: 'From the Archive: Islamic Microfinance Field Notes',
    slug: slug(SLUG),
    summary:
      'Notes from two weeks with interest-free and murabaha-based microfinance programmes in Punjab, migrated from our old blog.',
    tags: ['Islamic Finance', 'Ethical Investing'],
    // No `date` on purpose: the original date was lost in the migration ('Unknown Date').
    estimatedReadingTime: 3,
    featuredImage: image(
      'post-archive-islamic-microfinance-field-notes.svg',
      cover({ title: 'Islamic Microfinance Field Notes', subtitle: 'From the archive', motif: 'network' }),
      { alt: 'A network of connected nodes behind the title Islamic Microfinance Field Notes' },
    ),
    author: ref(PEOPLE.omar),
    body,
  },
];
