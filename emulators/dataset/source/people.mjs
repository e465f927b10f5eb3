// Team members. They are also course instructors (course.instructor / instructors) and article
// authors (knowledgePost.author). Ids are referenced by other content modules.
import { image } from './kit.mjs';
import { portrait } from './svg.mjs';

export const PEOPLE = {
  amina: 'team-amina-hassan',
  daniel: 'team-daniel-okafor',
  sara: 'team-sara-lindqvist',
  yusuf: 'team-yusuf-rahman',
  mei: 'team-mei-chen',
  omar: 'team-omar-farouk',
};

const person = (id, createdAt, fields) => ({
  _id: id,
  _type: 'teamMember',
  _createdAt: createdAt,
  _updatedAt: createdAt,
  ...fields,
  image: image(`portrait-${fields.slug.current}.svg`, portrait(fields.name), {
    alt: `Portrait of ${fields.name}`,
  }),
});

export const documents = [
  person(PEOPLE.amina, '2024-01-10T09:00:00Z', {
    name: 'Dr. Amina Hassan',
    slug: { _type: 'slug', current: 'amina-hassan' },
    role: 'Founder & Lead Instructor',
    bio: "Amina spent a decade structuring Shari'ah-compliant financing at a Gulf development bank before moving into teaching. Her doctoral research compared the cash-flow risk of murabaha and diminishing musharakah home finance, and she founded QuantEthic to make that kind of rigour accessible to students and practitioners alike. She leads the Islamic finance curriculum and reviews every course for technical accuracy.",
    experience: '15 years',
    expertise: ['Islamic Finance', "Shari'ah Compliance", 'Financial Modelling'],
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/amina-hassan-quantethic',
      twitter: 'https://twitter.com/aminahassan_qe',
      website: 'https://quantethic.example/amina',
    },
    metadata: { order: 1, joined: '2021-03-01' },
  }),
  person(PEOPLE.daniel, '2024-01-11T09:00:00Z', {
    name: 'Daniel Okafor',
    slug: { _type: 'slug', current: 'daniel-okafor' },
    role: 'Quantitative Analyst',
    bio: 'Daniel builds market-risk and portfolio models. Before QuantEthic he ran Value-at-Risk and stress-testing for a multi-asset fund, where he learned that a model is only as good as the assumptions written next to it. He teaches the quantitative modelling track and maintains the course notebooks.',
    experience: '11 years',
    expertise: ['Quantitative Modelling', 'Risk Management', 'Python'],
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/daniel-okafor-quant',
      github: 'https://github.com/dokafor-quant',
    },
    metadata: { order: 2, joined: '2021-09-15' },
  }),
  person(PEOPLE.sara, '2024-01-12T09:00:00Z', {
    name: 'Sara Lindqvist',
    slug: { _type: 'slug', current: 'sara-lindqvist' },
    role: 'Ethical Investment Researcher',
    bio: 'Sara researches how ethical screens and engagement actually change portfolios and companies. She previously led ESG research at a Nordic pension fund and has written on the limits of ratings-based screening. At QuantEthic she writes for the knowledge hub and teaches responsible investment.',
    experience: '9 years',
    expertise: ['Ethical Investing', 'ESG Analysis', 'Impact Measurement'],
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/sara-lindqvist-esg',
      twitter: 'https://twitter.com/saralindqvist',
    },
    metadata: { order: 3, joined: '2022-02-01' },
  }),
  person(PEOPLE.yusuf, '2024-01-13T09:00:00Z', {
    name: 'Yusuf Rahman',
    slug: { _type: 'slug', current: 'yusuf-rahman' },
    role: "Shari'ah Advisor",
    bio: "Yusuf holds an ijazah in Islamic commercial jurisprudence and a master's in finance. He sits on the Shari'ah boards of two takaful operators and advises QuantEthic's consulting clients on product structuring, from sukuk to profit-rate benchmarks.",
    experience: '13 years',
    expertise: ["Shari'ah Compliance", 'Sukuk', 'Islamic Banking'],
    socialLinks: { linkedin: 'https://www.linkedin.com/in/yusuf-rahman-shariah' },
    metadata: { order: 4, joined: '2022-06-01' },
  }),
  person(PEOPLE.mei, '2024-01-14T09:00:00Z', {
    name: 'Mei Chen',
    slug: { _type: 'slug', current: 'mei-chen' },
    role: 'Data Scientist',
    bio: 'Mei works on time-series forecasting and machine learning for credit risk. She cares about models that can be explained to a credit committee, and teaches the data-science modules with an emphasis on validation and honest back-testing.',
    experience: '7 years',
    expertise: ['Machine Learning', 'Time Series', 'Python'],
    socialLinks: {
      github: 'https://github.com/meichen-data',
      website: 'https://meichen.example',
    },
    metadata: { order: 5, joined: '2023-01-09' },
  }),
  person(PEOPLE.omar, '2024-01-15T09:00:00Z', {
    name: 'Omar Farouk',
    slug: { _type: 'slug', current: 'omar-farouk' },
    role: 'Consulting Lead',
    bio: 'Omar leads client engagements: financial models for Islamic fintechs, product structuring for ethical funds, and model-risk reviews. He previously worked in transaction advisory, where he built more three-statement models than he cares to count.',
    experience: '12 years',
    expertise: ['Financial Modelling', 'Product Structuring', 'Risk Management'],
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/omar-farouk-advisory',
      twitter: 'https://twitter.com/omarfarouk_fin',
    },
    metadata: { order: 6, joined: '2023-05-15' },
  }),
];
