// The consulting landing page. It references every service, in no particular order: the site
// sorts them by `order` (missing = 999) and hides inactive and untitled ones.
import { key, ref } from '../kit.mjs';
import { SERVICES } from './services.mjs';

const serviceOrder = [
  SERVICES.modelRisk,
  SERVICES.zakat,
  SERVICES.compliance,
  SERVICES.impact,
  SERVICES.training,
  SERVICES.fintech,
  SERVICES.screening,
  SERVICES.sukuk,
];

export const documents = [
  {
    _id: 'consultingPage',
    _type: 'consultingPage',
    _createdAt: '2024-03-01T09:00:00Z',
    _updatedAt: '2025-01-09T16:00:00Z',
    heroTitle: "Consulting for Shari'ah-compliant and ethical finance",
    heroDescription:
      "Independent advice from practitioners who sit on Shari'ah boards, validate bank risk models and build financial models for Islamic fintechs. We help you launch compliant products, structure sukuk, screen portfolios and prove that your models work.",
    servicesTitle: 'How we can help',
    servicesDescription:
      'Fixed-scope reviews, modelling engagements and advisory mandates, each led by a named specialist from our team and grounded in AAOIFI, IFSB and Basel standards.',
    // Unsorted on purpose; the site orders by each service's `order`.
    services: serviceOrder.map((id) => ({ ...ref(id), _key: key('consulting-service', id) })),
    formSectionTitle: 'Tell us about your project',
    formSectionDescription:
      'Leave your details and a line about what you need. Omar Farouk, our consulting lead, will reply within two working days to arrange a free 30-minute discovery call.',
    formFields: {
      name: 'Full name',
      email: 'Email address',
      phone: 'Phone number',
      submit: 'Save my details',
    },
    ctaTitle: 'Not sure which service fits?',
    ctaDescription:
      'Book a no-obligation discovery call. We will listen to the problem, tell you honestly whether we are the right people for it, and outline a scope and fee before any work starts.',
    seo: {
      title: "Islamic Finance & Quant Consulting — Shari'ah Review, Sukuk, Model Risk | QuantEthic",
      description:
        "Shari'ah compliance reviews, sukuk structuring, Islamic fintech financial modelling, VaR/ES model validation and corporate training from the QuantEthic team.",
    },
  },
];
