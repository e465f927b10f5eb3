// Financial Modelling Principles: announced, not yet running. An empty modules array and no
// instructor yet (the empty-curriculum edge case).
import { courseDocument } from './helpers.mjs';

export const documents = [
  courseDocument({
    slug: 'financial-modelling-principles',
    createdAt: '2025-09-15T09:00:00Z',
    title: 'Financial Modelling Principles',
    subtitle: 'Coming soon',
    motif: 'chart',
    description:
      'Coming soon: how to build three-statement financial models that others can read, check and trust, from layout conventions to scenario analysis.',
    overview:
      'This course is announced and its curriculum is being recorded. It will cover the principles that make a financial model reliable: separating inputs, calculations and outputs; consistent sign and timing conventions; linking the income statement, balance sheet and cash-flow statement so the balance sheet balances by construction; error checks; scenario and sensitivity analysis; and documentation a reviewer can follow. Examples will include an Islamic fintech start-up and an ethical consumer-goods company.\n\nModules will appear here when the course opens. Sign up to the newsletter to hear first.',
    level: 'Beginner',
    category: 'Financial Modelling',
    isFeatured: false,
    duration: '6 weeks',
  }),
];
