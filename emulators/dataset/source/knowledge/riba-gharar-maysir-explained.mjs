// "Riba, Gharar and Maysir Explained" — the three prohibitions every Islamic finance contract
// is tested against. Carries a non-downloadable slides embed.
import { bullet, customBlock, em, h2, h3, image, link, p, quote, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover } from '../svg.mjs';
import { googleSlidesEmbed, inlineImage, slug } from './helpers.mjs';

const SLUG = 'riba-gharar-maysir-explained';

const body = [
  p(
    'Every Islamic finance product, from a current account to a sukuk, is tested against three prohibitions: ',
    strong('riba'),
    ' (usury or interest), ',
    strong('gharar'),
    ' (excessive uncertainty) and ',
    strong('maysir'),
    ' (gambling). They explain why Islamic banks sell assets instead of lending money, why conventional insurance is replaced by takaful, and why most derivatives are off limits. This guide sets out what each term means, where it comes from, and how it shows up in modern finance.',
  ),
  h2('Riba: a return on money for time'),
  p(
    'The Qur\'an states that "Allah has permitted trade and forbidden riba" (2:275). Classical jurists identified two forms. ',
    strong("Riba al-nasi'ah"),
    ' is the increase charged for deferring payment of a debt: any pre-agreed excess over the principal of a loan falls here, which is why a fixed interest rate on a loan is prohibited. ',
    strong('Riba al-fadl'),
    ' is the excess in a spot exchange of the same kind of "ribawi" goods. A well-known hadith lists six: gold, silver, wheat, barley, dates and salt, to be exchanged "like for like, equal for equal, hand to hand".',
  ),
  p(
    'The second form matters more today than it seems. Because money is treated like gold and silver, currency exchange must be settled on the spot, which is why forward foreign-exchange contracts need special structuring. And because a debt cannot be sold for more or less than its face value, instruments that represent mainly debts, such as a portfolio of murabaha receivables, cannot be traded at a discount.',
  ),
  p(
    'Trade is the permitted alternative. A seller may charge more for deferred payment than for cash, as long as the price is fixed at the sale; that is the basis of ',
    link('murabaha', '/knowledge/what-is-murabaha'),
    '. What the seller may not do is increase the debt once it exists.',
  ),
  inlineImage(
    'riba-gharar-maysir-overview.svg',
    cover({ title: 'Riba, gharar, maysir', subtitle: 'Interest - uncertainty - gambling', motif: 'balance' }),
    'A balance beam with three concentric circles, illustrating the three prohibitions.',
    'The three prohibitions weigh on different parts of a contract: its price (riba), its terms (gharar) and its purpose (maysir).',
  ),
  h2('Gharar: uncertainty in the contract itself'),
  p(
    'Gharar literally means risk or hazard, but in contracts it refers to ',
    em('uncertainty about the essentials'),
    ': what is being sold, whether it exists, its quantity, its price or when it will be delivered. The Prophet is reported to have forbidden "the sale of gharar", and classical examples include selling fish still in the sea, a bird in the air, or the unborn offspring of an animal.',
  ),
  p(
    'Not all uncertainty is forbidden. Jurists distinguish ',
    strong('major gharar'),
    ', which voids a contract, from ',
    strong('minor gharar'),
    ' (gharar yasir), which is unavoidable and tolerated: you can buy a house without inspecting its foundations. The test is whether the uncertainty is excessive, concerns the main subject of the contract, and could be avoided.',
  ),
  h3('Where gharar appears in modern finance'),
  bullet(
    strong('Conventional insurance. '),
    'The policyholder pays a certain premium for an uncertain payout, a bilateral exchange whose counter-value is unknown. Takaful restructures this as mutual donation; see ',
    link('Takaful vs Conventional Insurance', '/knowledge/takaful-vs-conventional-insurance'),
    '.',
  ),
  bullet(
    strong('Options and most derivatives. '),
    'Paying for a right whose value depends entirely on an uncertain future price is widely treated as major gharar.',
  ),
  bullet(
    strong('Ambiguous contract terms. '),
    'A sale whose price is "to be agreed later" or whose delivery date is open-ended.',
  ),
  h2('Maysir: gain from pure chance'),
  p(
    "Maysir is the pre-Islamic game of chance prohibited in the Qur'an alongside intoxicants (5:90). In finance it describes any arrangement in which one party's gain comes purely from chance at the expense of another, with no underlying productive activity. ",
    strong('Qimar'),
    ', a closely related term, is usually translated as gambling with stakes.',
  ),
  p(
    'Maysir is a matter of purpose as much as form. Buying shares to own part of a business is permitted; placing a bet on a price move through a contract for difference is not. Highly speculative short-term trading is discouraged by many scholars for the same reason, even when each trade is technically a sale.',
  ),
  quote(
    'Riba asks who bears the risk of money, gharar asks whether both sides know what they are agreeing to, and maysir asks whether anything real is being exchanged at all.',
  ),
  customBlock('slides', {
    title: 'Lecture slides: the three prohibitions in contract design',
    ...googleSlidesEmbed('2PACX-1vT8kQ3rYb7mN2xWc4ZpL9sHf6dJ0aEgUo1iKtVvR5yB3nXqCwM7lSzP4hD9fGjA2eO'),
    downloadable: false,
  }),
  h2('Why the three belong together'),
  p(
    'The prohibitions share one idea: profit should come from taking part in real economic activity, with its risks shared fairly and its terms known to both sides. That is why the same principles show up in screening: a company with large interest income or heavy interest-bearing debt fails the ',
    link(
      "financial-ratio screens for Shari'ah-compliant equities",
      '/knowledge/shariah-screening-ratios-for-equities',
    ),
    '.',
  ),
  p(
    'Further reading: the Wikipedia entries on ',
    link('riba', 'https://en.wikipedia.org/wiki/Riba'),
    ' and ',
    link('gharar', 'https://en.wikipedia.org/wiki/Gharar'),
    ' give a reasonable overview with references, and the ',
    link("AAOIFI Shari'ah standards", 'https://aaoifi.com/shariaa-standards/?lang=en'),
    ' apply these principles contract by contract. More articles by the author are on ',
    link('his author page', '/authors/yusuf-rahman'),
    '.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2024-03-20T07:45:00Z',
    _updatedAt: '2024-03-22T16:20:00Z',
    title: 'Riba, Gharar and Maysir Explained',
    slug: slug(SLUG),
    summary:
      'The three prohibitions behind every Islamic finance contract: what they mean, where they come from, and how they shape modern products.',
    tags: ['Islamic Finance', 'Ethical Investing'],
    date: '2024-03-20',
    estimatedReadingTime: 4,
    featuredImage: image(
      'post-riba-gharar-maysir-explained.svg',
      cover({
        title: 'Riba, Gharar and Maysir Explained',
        subtitle: 'The three prohibitions',
        motif: 'balance',
      }),
      { alt: 'A balance beam motif behind the title Riba, Gharar and Maysir Explained' },
    ),
    author: ref(PEOPLE.yusuf),
    body,
  },
];
