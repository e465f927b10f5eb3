// The About page: the published version, an older published version (the site shows the latest
// by _updatedAt) and an unpublished draft (never returned by the published API).
import { image, key, link, p, ref } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover, portrait } from '../svg.mjs';

const team = (ids) => ids.map((id) => ({ ...ref(id), _key: key('about-team', id) }));

const whyBlock = (title, text, img) => ({
  _type: 'whyBlock',
  _key: key('about-why', title),
  title,
  text,
  image: img,
});

const founderName = 'Dr. Amina Hassan';

const whyBlocks = [
  whyBlock(
    "Shari'ah reasoning you can follow, not just rulings to accept",
    "Every course and engagement explains why a structure is permissible or not: the contract's conditions, the AAOIFI Shari'ah Standard it rests on, and where scholars differ. Learners leave able to read a murabaha or ijarah term sheet and spot the clause that would change a Shari'ah board's view.",
    image(
      'about-why-shariah.svg',
      cover({
        title: 'Reasoning, not rulings',
        subtitle: "AAOIFI standards and the Shari'ah board view",
        motif: 'star',
      }),
      { alt: 'Eight-point star lattice with the words Reasoning, not rulings' },
    ),
  ),
  whyBlock(
    'Quantitative models built to be challenged',
    'Our risk and pricing material comes with the notebooks, the data and the assumptions written next to the code. We teach Value-at-Risk and Expected Shortfall the way a validator sees them: back-tested, stress-tested and compared against a simpler benchmark before anyone trusts the number.',
    image(
      'about-why-models.svg',
      cover({
        title: 'Models built to be challenged',
        subtitle: 'Back-tested, documented, reproducible',
        motif: 'curve',
      }),
      { alt: 'Normal distribution curve with a shaded left tail, illustrating Expected Shortfall' },
    ),
  ),
  whyBlock(
    'Ethics measured, not merely declared',
    'Screens, exclusions and impact claims are only as credible as the evidence behind them. We show how screening thresholds change a portfolio, what an impact metric does and does not prove, and how to report both honestly to investors and regulators.',
    image(
      'about-why-ethics.svg',
      cover({
        title: 'Ethics, measured',
        subtitle: 'Screens, impact metrics and honest reporting',
        motif: 'balance',
      }),
      { alt: 'A balance beam in front of concentric circles' },
    ),
  ),
  whyBlock(
    'Practitioners who still practise',
    "Our instructors sit on Shari'ah boards, validate bank models and build financial models for Islamic fintechs. What we teach is what we do for consulting clients on Monday morning, and client work feeds straight back into the courses.",
    image(
      'about-why-practice.svg',
      cover({
        title: 'Practitioners who still practise',
        subtitle: 'Consulting work feeds every course',
        motif: 'network',
      }),
      { alt: 'Network of connected nodes representing practitioners, clients and learners' },
    ),
  ),
];

const whoWeAreContent = () => [
  p(
    "QuantEthic was founded in 2021 by a small group of Islamic bankers, risk quants and responsible-investment researchers who kept meeting the same gap: people who understood the Shari'ah rarely built the models, and people who built the models rarely understood the contracts they were pricing.",
  ),
  p(
    'Today we run an online school and a consulting practice side by side. Our ',
    link('courses', '/courses'),
    " cover Islamic finance from first principles to sukuk structuring, ethical and impact investing, and quantitative modelling in Python, with exercises drawn from real (anonymised) engagements. Our consulting team advises banks, takaful operators, asset managers and fintechs on Shari'ah compliance, product structuring and model risk.",
  ),
  p(
    "We anchor our Shari'ah material in the standards of the ",
    link(
      'Accounting and Auditing Organization for Islamic Financial Institutions (AAOIFI)',
      'https://aaoifi.com',
    ),
    " and the prudential guidance of the Islamic Financial Services Board, and we say so plainly where a question is still debated among scholars. Nothing on this site is a fatwa: for binding rulings, institutions should rely on their own Shari'ah board.",
  ),
];

const hero = (heading, imageName, title) => ({
  heading,
  subheading:
    'Courses and consulting at the meeting point of Islamic finance, ethical investment and quantitative modelling — taught by practitioners, grounded in AAOIFI and IFSB standards, and tested against real data.',
  image: image(
    imageName,
    cover({ title, subtitle: 'Islamic finance · Ethical investment · Quant', motif: 'star' }),
    {
      alt: 'Islamic geometric star pattern in QuantEthic colours',
    },
  ),
});

const founder = {
  name: founderName,
  heading: 'Meet our founder',
  bio: "Dr. Amina Hassan spent ten years structuring Shari'ah-compliant financing at a Gulf development bank, working on murabaha trade lines, ijarah-based infrastructure leases and the bank's first sovereign-linked sukuk. Her doctoral research compared the cash-flow and rate risk borne by customers under murabaha and diminishing musharakah home finance, and showed how much the choice of contract and benchmark changes what a household actually pays. She founded QuantEthic in 2021 because the people she trained kept asking for the same thing: Islamic finance explained with the rigour of a risk model, and risk models explained with the honesty of an ethics seminar. Amina leads the Islamic finance curriculum, reviews every course for technical accuracy and still takes on a small number of advisory mandates each year.",
  image: image('portrait-amina-hassan.svg', portrait(founderName), { alt: `Portrait of ${founderName}` }),
};

const cta = {
  title: 'Learn with us, or work with us',
  text: 'Start a course at your own pace, or tell us about the product, portfolio or model you need reviewed. We reply to every enquiry within two working days.',
  buttonText: 'Get in touch',
  buttonUrl: '/contact',
  buttonStyle: 'primary',
};

const published = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  _createdAt: '2024-02-01T09:00:00Z',
  _updatedAt: '2025-01-14T10:30:00Z',
  seo: {
    metaTitle: 'About QuantEthic — Islamic Finance, Ethical Investment and Quant Education',
    metaDescription:
      "QuantEthic teaches and advises on Islamic finance, ethical investment and quantitative modelling. Meet the team of Shari'ah advisors, risk quants and ESG researchers behind our courses and consulting.",
    noIndex: false,
  },
  hero: hero(
    'Principled finance, rigorously modelled',
    'about-hero.svg',
    'Principled finance, rigorously modelled',
  ),
  missionVision: {
    mission:
      "To make Islamic and ethical finance as rigorous as any other branch of finance: teaching the contracts, the Shari'ah reasoning and the quantitative models together, so that practitioners can build products that are both compliant and sound.",
    vision:
      'A financial industry in which ethical claims are backed by transparent evidence, Islamic financial products are judged on substance rather than form, and every model that prices or risks them can be explained to a customer, a board and a regulator.',
  },
  whyQuantEthic: {
    heading: 'Why QuantEthic',
    content: whyBlocks,
  },
  whoWeAre: {
    heading: 'Who we are',
    content: whoWeAreContent(),
    image: image(
      'about-who-we-are.svg',
      cover({
        title: 'A school and a practice',
        subtitle: 'Founded 2021 · Six specialists',
        motif: 'network',
      }),
      { alt: 'Network of connected nodes representing the QuantEthic team' },
    ),
    imagePosition: 'left',
  },
  founder,
  team: team([PEOPLE.amina, PEOPLE.daniel, PEOPLE.sara, PEOPLE.yusuf, PEOPLE.mei, PEOPLE.omar]),
  cta,
  metadata: { lastReviewed: '2025-01-14', version: '2.1' },
};

/** The 2023 edition: still a published document, but older, so the site must not show it. */
const edition2023 = {
  _id: 'aboutPage-2023',
  _type: 'aboutPage',
  _createdAt: '2023-03-01T09:00:00Z',
  _updatedAt: '2023-11-20T08:15:00Z',
  seo: {
    metaTitle: 'About QuantEthic',
    metaDescription: 'Online courses in Islamic finance and quantitative modelling, taught by practitioners.',
    noIndex: false,
  },
  hero: hero(
    'Learn Islamic finance the rigorous way',
    'about-hero-2023.svg',
    'Learn Islamic finance the rigorous way',
  ),
  missionVision: {
    mission: 'To teach Islamic finance and quantitative modelling together, with the rigour both deserve.',
    vision:
      'Practitioners who understand both the contracts and the models behind Islamic financial products.',
  },
  whyQuantEthic: { heading: 'Why learn with us', content: whyBlocks.slice(0, 3) },
  whoWeAre: {
    heading: 'Who we are',
    content: whoWeAreContent().slice(0, 2),
    imagePosition: 'right',
  },
  founder: { ...founder, heading: 'Our founder' },
  team: team([PEOPLE.amina, PEOPLE.daniel, PEOPLE.sara, PEOPLE.yusuf, PEOPLE.mei, PEOPLE.omar]),
  cta: { ...cta, title: 'Start learning today', buttonText: 'Contact us' },
  metadata: { lastReviewed: '2023-11-15', version: '1.3' },
};

/** An unpublished edit in progress: newer than the published page, but a draft. */
const draft = {
  ...published,
  _id: 'drafts.aboutPage',
  _updatedAt: '2025-02-03T16:05:00Z',
  hero: { ...published.hero, heading: 'Ethical finance you can measure (draft)' },
  metadata: { lastReviewed: '2025-02-03', version: '2.2' },
};

export const documents = [published, edition2023, draft];
