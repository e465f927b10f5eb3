// Consulting services. Between them they exercise every branch of the consulting page: each
// pricing type, featured and not, a service without `order` (sorts last), an inactive one and an
// untitled one (both hidden), an external service link, services with and without an image or a
// category, and four fully detailed services (rich text, key features, timeline).
import { bullet, h3, image, key, p, strong } from '../kit.mjs';
import { cover } from '../svg.mjs';

export const SERVICES = {
  compliance: 'service-shariah-compliance-review',
  fintech: 'service-islamic-fintech-modelling',
  sukuk: 'service-sukuk-structuring-advisory',
  modelRisk: 'service-model-risk-review',
  training: 'service-corporate-training-workshops',
  screening: 'service-ethical-portfolio-screening',
  zakat: 'service-zakat-calculation-methodology',
  impact: 'service-impact-measurement-framework',
};

const service = (slug, createdAt, fields) => ({
  _id: `service-${slug}`,
  _type: 'consultingService',
  _createdAt: createdAt,
  _updatedAt: fields.updatedAt ?? createdAt,
  slug: { _type: 'slug', current: slug },
  ...Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'updatedAt')),
});

const features = (slug, items) =>
  items.map(([title, description, highlights]) => ({
    _type: 'keyFeature',
    _key: key(slug, 'feature', title),
    title,
    description,
    highlights,
  }));

const timeline = (slug, phases) =>
  phases.map(([phase, duration, deliverable]) => ({
    _type: 'timelinePhase',
    _key: key(slug, 'phase', phase),
    phase,
    duration,
    deliverable,
  }));

const serviceImage = (slug, title, subtitle, motif, alt) =>
  image(`service-${slug}.svg`, cover({ title, subtitle, motif }), { alt });

// ---- 1. Shari'ah compliance review (fixed fee, featured) ----------------------------------------

const compliance = service('shariah-compliance-review', '2024-03-04T09:00:00Z', {
  updatedAt: '2024-11-18T14:20:00Z',
  title: "Shari'ah Compliance Review of Financial Products",
  shortDescription:
    "An independent review of a financing, deposit or investment product against AAOIFI Shari'ah Standards and your Shari'ah board's resolutions — contracts, process flows and system configuration — ending in a findings report your board can rely on.",
  detailedDescription: [
    h3('What we review'),
    p(
      "Products rarely fail a Shari'ah audit because of the contract template alone. They fail because of what happens around it: an asset the bank never owned before selling it, a promise drafted as a binding sale, a late-payment charge booked to income instead of charity. Our review follows the product from term sheet to ledger.",
    ),
    bullet(
      strong('Contract documentation'),
      " — master agreements, purchase orders, wa'd (promise) and wakalah (agency) letters, checked against the relevant AAOIFI Shari'ah Standards, such as No. 8 (Murabaha), No. 9 (Ijarah and Ijarah Muntahia Bittamleek) and No. 30 (Monetization/Tawarruq).",
    ),
    bullet(
      strong('Process flows'),
      ' — the sequence of ownership, possession (qabd) and risk transfer, and the timing of offer and acceptance.',
    ),
    bullet(
      strong('System configuration'),
      " — how the core banking system books deferred profit, early-settlement rebates (ibra') and late-payment amounts, and whether charity funds are properly segregated.",
    ),
    bullet(
      strong('Disclosures and marketing'),
      ' — consistency between what customers are told and what the contracts actually say.',
    ),
    h3('Who it is for'),
    p(
      "Islamic banks and windows launching or re-papering a product, conventional institutions opening an Islamic window, takaful operators, and fintechs preparing for Shari'ah board or regulatory approval.",
    ),
  ],
  methodology: [
    h3('Our approach'),
    bullet(
      strong('Scoping'),
      " — product inventory, applicable board resolutions and standards (AAOIFI, your central bank's Shari'ah governance framework, IFSB-10 guiding principles).",
    ),
    bullet(
      strong('Document review'),
      ' — clause-by-clause mapping of every contract to a compliance matrix.',
    ),
    bullet(
      strong('Transaction walk-through'),
      ' — a sample of 25–40 live transactions traced from customer application to settlement, with evidence of ownership and possession at each step.',
    ),
    bullet(
      strong('Findings'),
      " — each rated by severity (Shari'ah non-compliance, control weakness, documentation gap) with a recommended remediation and an owner.",
    ),
    bullet(
      strong('Board session'),
      " — findings presented to your Shari'ah board together with our Shari'ah advisor.",
    ),
    h3('Independence'),
    p(
      "We do not issue fatwas and we do not replace your Shari'ah board. Our role is that of an independent Shari'ah review: we give the board evidence, and the board decides.",
    ),
  ],
  keyFeatures: features('shariah-compliance-review', [
    [
      'Standards mapping',
      "Every clause mapped to the AAOIFI Shari'ah Standard and board resolution it relies on.",
      [
        'AAOIFI SS 8, 9 and 30 coverage',
        'Board resolutions cross-referenced',
        'Central bank rules for your jurisdiction',
      ],
    ],
    [
      'Transaction testing',
      'We test what actually happened, not only what the documents say should happen.',
      [
        '25–40 sampled transactions',
        'Ownership and possession evidence',
        'Late-payment charity flows traced',
      ],
    ],
    [
      'System and accounting checks',
      'Booking entries reviewed against the contract and AAOIFI accounting standards.',
      [
        'Deferred profit recognition',
        "Early-settlement rebate (ibra') logic",
        'Segregation of non-compliant income',
      ],
    ],
    [
      'Board-ready reporting',
      "A report written for the people who must act on it: your Shari'ah board, management and internal audit.",
      ['Severity-rated findings', 'Remediation owners and dates', "Q&A session with your Shari'ah board"],
    ],
  ]),
  prerequisites: [
    'Executed or draft product contracts and term sheets',
    "Relevant Shari'ah board resolutions and the product approval memo",
    'Process flow documentation and system booking entries',
    'Read-only access to a sample of live transactions (for products already launched)',
  ],
  deliverables: [
    'Clause-by-clause compliance matrix (Excel)',
    'Findings report with severity ratings and a remediation plan',
    "Board presentation and Q&A session with your Shari'ah board",
    'Follow-up review of remediated items within 90 days',
  ],
  image: serviceImage(
    'shariah-compliance-review',
    "Shari'ah Compliance Review",
    'Contracts · Processes · Systems',
    'star',
    "Islamic geometric star pattern with the title Shari'ah Compliance Review",
  ),
  iconName: 'scale',
  category: "Shari'ah Advisory",
  tags: ['AAOIFI', 'Murabaha', 'Ijarah', "Shari'ah audit", 'Product review'],
  featured: true,
  active: true,
  order: 1,
  publishedAt: '2024-03-04T09:00:00Z',
  seo: {
    title: "Shari'ah Compliance Review of Islamic Financial Products | QuantEthic",
    description:
      "Independent review of murabaha, ijarah, tawarruq and investment products against AAOIFI Shari'ah Standards: contracts, process flows, systems and a board-ready findings report.",
  },
  pricing: {
    type: 'fixed',
    amount: 12500,
    currency: 'USD',
    note: 'Fixed fee per product family (up to three contract templates)',
  },
  duration: {
    estimate: '4–6 weeks',
    timeline: timeline('shariah-compliance-review', [
      ['Scoping and document request', 'Week 1', 'Engagement plan and document list'],
      ['Contract and process review', 'Weeks 2–3', 'Draft compliance matrix'],
      ['Transaction testing', 'Weeks 3–4', 'Sample testing results'],
      ['Reporting and board session', 'Weeks 5–6', 'Final report and board presentation'],
    ]),
  },
});

// ---- 2. Islamic fintech financial modelling (custom pricing, featured) --------------------------

const fintech = service('islamic-fintech-modelling', '2024-03-11T09:00:00Z', {
  updatedAt: '2024-12-02T11:00:00Z',
  title: 'Islamic Fintech Financial Modelling',
  shortDescription:
    "Investor-grade financial models for Islamic fintechs — home finance, buy-now-pay-later, SME and crowdfunding platforms — with contract-level cash flows, Shari'ah-compliant pricing and the unit economics your board and investors will ask about.",
  detailedDescription: [
    h3('Models that follow the contract'),
    p(
      "A diminishing musharakah home-finance book does not behave like a conventional mortgage, and a murabaha-based buy-now-pay-later product cannot simply reprice when funding costs rise. Generic fintech templates miss this. We build the model from the contract up: every cash flow is tied to the underlying sale, lease or partnership, so the numbers survive both a Shari'ah review and an investor's due diligence.",
    ),
    h3('Typical engagements'),
    bullet(
      strong('Home finance'),
      ' — diminishing musharakah and ijarah: acquisition schedules, rental resets against a benchmark, early settlement and rebate policy.',
    ),
    bullet(
      strong('BNPL and SME finance'),
      ' — murabaha with a fixed mark-up, late-payment charity flows, funding through commodity murabaha or wakalah lines.',
    ),
    bullet(
      strong('Crowdfunding and P2P platforms'),
      ' — mudarabah and musharakah profit-sharing ratios, platform fees and expected loss by cohort.',
    ),
    bullet(
      strong('Takaful distribution'),
      " — separation of the participants' risk fund from the operator's wakalah fee and investment mudarib share.",
    ),
    p(
      'Models are delivered in Excel or Python (or both, reconciled to the cent), with a documented assumptions book and a scenario switchboard.',
    ),
  ],
  methodology: [
    h3('How we build'),
    bullet(
      strong('Discovery'),
      " — term sheets, Shari'ah structure, funding plan and the decisions the model must support: a fundraise, a pricing review or a licence application.",
    ),
    bullet(
      strong('Architecture'),
      ' — a three-statement model on top of a contract-level cash-flow engine, with cohort-based origination and separate treatment of investment account holders where relevant.',
    ),
    bullet(
      strong('Credit and risk'),
      ' — cohort default and prepayment curves, recovery assumptions and expected credit losses under AAOIFI FAS 30 or IFRS 9, depending on your reporting framework.',
    ),
    bullet(
      strong('Scenarios'),
      ' — benchmark-rate shocks, funding-cost spikes, default stress and growth cases, with a tornado chart of the drivers that matter most.',
    ),
    bullet(
      strong('Handover'),
      ' — model walkthrough, user guide and a training session so your finance team owns the model from day one.',
    ),
    h3('Quality controls'),
    p(
      'Every model is reviewed by a second modeller against a checklist based on the FAST modelling standard: no hard-coded numbers inside formulas, one calculation per row, and integrity checks that balance the balance sheet and reconcile cash every period.',
    ),
  ],
  keyFeatures: features('islamic-fintech-modelling', [
    [
      'Contract-level cash-flow engine',
      'Each product modelled on the contract it is written under, not approximated as a loan.',
      [
        'Murabaha, ijarah, diminishing musharakah and mudarabah modules',
        'Early settlement and rebate logic',
        'Benchmark used for pricing only, never as interest',
      ],
    ],
    [
      'Cohort unit economics',
      'The metrics investors scrutinise, built from origination cohorts upward.',
      [
        'CAC, payback and contribution margin by cohort',
        'Default and prepayment curves',
        'Funding cost by source',
      ],
    ],
    [
      'Investor and regulator ready',
      'A model that stands up in a data room and in a licence application.',
      [
        'Three-statement model with integrity checks',
        'Scenario switchboard',
        'Assumptions book with sources',
      ],
    ],
    [
      'Built to be owned',
      'Your team can run, update and extend the model after we leave.',
      ['Excel or Python, reconciled', 'User guide and handover workshop', '30 days of post-handover support'],
    ],
  ]),
  prerequisites: [
    'Product term sheets and draft contracts',
    'Business plan or current management accounts',
    'Funding structure (equity, wakalah or commodity murabaha lines, investment accounts)',
    'Historical origination and performance data, if the product is live',
  ],
  deliverables: [
    'Financial model in Excel and/or Python with integrity checks',
    'Assumptions book documenting every input and its source',
    'Scenario and sensitivity pack for investors or the board',
    'Model user guide and a two-hour handover workshop',
  ],
  image: serviceImage(
    'islamic-fintech-modelling',
    'Islamic Fintech Financial Modelling',
    'Contract-level cash flows · Unit economics',
    'chart',
    'Bar chart with a rising line, illustrating a fintech growth model',
  ),
  iconName: 'chart',
  category: 'Risk & Modelling',
  tags: ['Fintech', 'Financial modelling', 'Diminishing musharakah', 'BNPL', 'Unit economics'],
  featured: true,
  active: true,
  order: 2,
  publishedAt: '2024-03-11T09:00:00Z',
  seo: {
    title: 'Financial Modelling for Islamic Fintechs | QuantEthic',
    description:
      'Investor-grade, contract-level financial models for Islamic home finance, BNPL, SME and crowdfunding platforms, in Excel or Python.',
  },
  pricing: { type: 'custom', note: 'Scoped after a discovery call' },
  duration: {
    estimate: '6–8 weeks',
    timeline: timeline('islamic-fintech-modelling', [
      ['Discovery', 'Week 1', 'Model specification and data request'],
      ['Cash-flow engine', 'Weeks 2–4', 'Working contract-level engine'],
      ['Financial statements and scenarios', 'Weeks 4–6', 'Full three-statement model'],
      ['Review and handover', 'Weeks 7–8', 'Reviewed model, user guide and training'],
    ]),
  },
});

// ---- 3. Sukuk structuring advisory (contact pricing) ------------------------------------------

const sukuk = service('sukuk-structuring-advisory', '2024-04-02T09:00:00Z', {
  updatedAt: '2024-10-07T09:30:00Z',
  title: 'Sukuk Structuring Advisory',
  shortDescription:
    "Issuer-side advice for sovereign, corporate and green sukuk: choosing between ijarah, wakalah, murabaha and partnership structures, testing the asset pool, and preparing the issue for the Shari'ah pronouncement and investors.",
  detailedDescription: [
    h3("From funding need to Shari'ah pronouncement"),
    p(
      'The structure of a sukuk determines which assets you must identify, how you may use the proceeds, what happens on a dissolution event and how rating agencies and investors will read the credit. We work alongside your arrangers and legal counsel as an issuer-side advisor, so these choices are made deliberately rather than inherited from the last deal.',
    ),
    h3('Where we help'),
    bullet(
      strong('Structure selection'),
      ' — ijarah, wakalah (typically a hybrid of leased assets and murabaha receivables), mudarabah and musharakah, weighed against your balance sheet and asset base.',
    ),
    bullet(
      strong('Asset pool analysis'),
      ' — tangibility ratio for secondary-market tradability, asset substitution mechanics, and the AAOIFI position on purchase undertakings at face value in partnership- and agency-based sukuk.',
    ),
    bullet(
      strong('Green and sustainability sukuk'),
      ' — eligible project categories and use-of-proceeds reporting aligned with the ICMA Green Bond Principles.',
    ),
    bullet(
      strong("Shari'ah process"),
      " — a structure memo and transaction flow prepared for the Shari'ah advisors who will issue the pronouncement, and answers to their questions.",
    ),
  ],
  methodology: [
    h3('Approach'),
    bullet(
      strong('Diagnostic'),
      ' — funding objective, target investor base (GCC, Malaysian, global), rating considerations and the assets actually available.',
    ),
    bullet(
      strong('Options paper'),
      " — two or three feasible structures compared on asset requirements, transfer and tax costs, Shari'ah risk and market precedent.",
    ),
    bullet(
      strong('Asset and cash-flow testing'),
      ' — periodic distribution amounts modelled against rental or profit cash flows, with stress tests for total loss of assets and early dissolution.',
    ),
    bullet(
      strong('Documentation support'),
      ' — issues lists for the purchase agreement, lease or service agency agreement, and the purchase and sale undertakings.',
    ),
    h3('Independence'),
    p(
      'We are not an arranger or bookrunner and earn no placement fees, so our advice on structure and pricing is independent of distribution.',
    ),
  ],
  keyFeatures: features('sukuk-structuring-advisory', [
    [
      'Structure options paper',
      'A clear comparison of the structures open to you, with a recommendation.',
      [
        'Ijarah, wakalah, mudarabah and musharakah compared',
        'Precedent transactions',
        "Shari'ah and legal risk flags",
      ],
    ],
    [
      'Asset pool testing',
      'Confidence that the assets can support the issue for its whole tenor.',
      ['Tangibility ratio tracking', 'Asset substitution mechanics', 'Dissolution scenarios'],
    ],
    [
      'Distribution modelling',
      'Periodic distributions reconciled to the cash flows that must fund them.',
      ['Distribution vs. asset cash flow', 'Liquidity facility sizing', 'Total-loss event stress tests'],
    ],
  ]),
  prerequisites: [
    'Funding objective, size and target tenor',
    'List of potentially eligible assets with valuations and title status',
    'Latest audited financial statements',
    'Any existing sukuk or Islamic financing documentation',
  ],
  deliverables: [
    'Structure options paper with a recommendation',
    'Asset pool analysis and tangibility tracker',
    'Periodic distribution cash-flow model',
    "Shari'ah structure memo and transaction flow diagram",
  ],
  image: serviceImage(
    'sukuk-structuring-advisory',
    'Sukuk Structuring Advisory',
    'Ijarah · Wakalah · Green sukuk',
    'network',
    'Network of connected nodes representing the parties to a sukuk transaction',
  ),
  iconName: 'landmark',
  category: "Shari'ah Advisory",
  tags: ['Sukuk', 'Ijarah', 'Wakalah', 'Green sukuk', 'Capital markets'],
  featured: false,
  active: true,
  order: 3,
  publishedAt: '2024-04-02T09:00:00Z',
  seo: {
    title: 'Sukuk Structuring Advisory | QuantEthic',
    description:
      "Independent issuer-side advice on ijarah, wakalah and green sukuk: structure options, asset pool testing, distribution modelling and Shari'ah pronouncement preparation.",
  },
  pricing: { type: 'contact' },
  duration: {
    estimate: '8–12 weeks',
    timeline: timeline('sukuk-structuring-advisory', [
      ['Diagnostic', 'Weeks 1–2', 'Funding and asset diagnostic'],
      ['Structure options', 'Weeks 3–5', 'Options paper and recommendation'],
      ['Asset and cash-flow testing', 'Weeks 5–8', 'Asset pool analysis and distribution model'],
      [
        "Shari'ah and documentation preparation",
        'Weeks 8–12',
        'Structure memo and documentation issues list',
      ],
    ]),
  },
});

// ---- 4. Model risk review (fixed fee) --------------------------------------------------------

const modelRisk = service('model-risk-review', '2024-04-15T09:00:00Z', {
  updatedAt: '2025-01-09T15:45:00Z',
  title: 'Model Risk Review: VaR and Expected Shortfall Validation',
  shortDescription:
    'Independent validation of market-risk models — historical, filtered historical and Monte Carlo VaR and Expected Shortfall — covering conceptual soundness, implementation, back-testing and readiness for the Basel FRTB.',
  detailedDescription: [
    h3('An independent second line for your risk numbers'),
    p(
      "Supervisors expect market-risk models to be validated independently of the team that built them, and they increasingly ask for evidence that Expected Shortfall (ES), not only Value-at-Risk (VaR), is fit for purpose. We provide that validation for banks, asset managers and Islamic financial institutions, including portfolios of sukuk, Shari'ah-compliant equities and profit-rate swaps.",
    ),
    h3('Scope'),
    bullet(
      strong('Conceptual soundness'),
      ' — methodology choice, look-back window, volatility scaling, risk-factor mapping and proxies.',
    ),
    bullet(
      strong('Implementation'),
      ' — independent re-computation of VaR and ES for a sample of dates and portfolios.',
    ),
    bullet(
      strong('Back-testing'),
      ' — exception counts against the Basel traffic-light zones, Kupiec proportion-of-failures and Christoffersen independence tests, and ES back-tests such as Acerbi–Székely.',
    ),
    bullet(
      strong('FRTB readiness'),
      ' — 97.5% ES with liquidity horizons, desk-level back-testing and the profit-and-loss attribution test (Spearman correlation and Kolmogorov–Smirnov metrics).',
    ),
    bullet(
      strong('Governance'),
      " — model inventory, documentation and limitations, assessed against SR 11-7 and the PRA's SS1/23 model risk management principles.",
    ),
  ],
  methodology: [
    h3('Validation programme'),
    bullet('Review of model documentation and interviews with model owners and users.'),
    bullet('An independent challenger model, built in Python on your positions and market data.'),
    bullet(
      'Two years of daily back-testing at 99% and 97.5% confidence, by desk and for the whole portfolio.',
    ),
    bullet(
      'Sensitivity analysis of the choices that move the number: look-back window, decay factor, proxy selection and treatment of illiquid positions.',
    ),
    bullet('Findings rated high, medium or low, each with recommended remediation or compensating controls.'),
    h3('Reproducible by design'),
    p(
      'You receive the challenger model code and notebooks, so your team — and your auditors — can rerun every test we report.',
    ),
  ],
  keyFeatures: features('model-risk-review', [
    [
      'Independent challenger model',
      'Your figures re-computed from scratch, not just re-read.',
      [
        'Historical, filtered historical and Monte Carlo VaR',
        'Expected Shortfall at 97.5%',
        'Python code handed over',
      ],
    ],
    [
      'Statistical back-testing',
      'Evidence that the model predicts losses as often and as large as it claims.',
      ['Basel traffic-light zones', 'Kupiec and Christoffersen tests', 'Acerbi–Székely ES tests'],
    ],
    [
      'FRTB readiness assessment',
      'A gap analysis against the internal models approach of the Fundamental Review of the Trading Book.',
      ['Liquidity-horizon scaling', 'P&L attribution test', 'Non-modellable risk factor review'],
    ],
    [
      'Governance review',
      'Documentation and controls measured against supervisory expectations.',
      [
        'SR 11-7 and PRA SS1/23 alignment',
        'Model limitations register',
        'Report ready for audit and supervisors',
      ],
    ],
  ]),
  prerequisites: [
    'Model documentation and any prior validation reports',
    'Daily positions and P&L history (at least 250 business days, ideally two years)',
    'The market data time series used by the model',
    'Access to model owners for interviews',
  ],
  deliverables: [
    'Validation report with rated findings',
    'Back-testing pack: exceptions, traffic-light zone and statistical test results',
    'Challenger model code and Jupyter notebooks',
    'FRTB gap assessment',
    'Presentation to your model risk or risk committee',
  ],
  image: serviceImage(
    'model-risk-review',
    'Model Risk Review',
    'VaR · Expected Shortfall · FRTB',
    'curve',
    'Loss distribution curve with a shaded left tail, illustrating Expected Shortfall',
  ),
  iconName: 'shield',
  category: 'Risk & Modelling',
  tags: ['VaR', 'Expected Shortfall', 'Back-testing', 'FRTB', 'Model validation'],
  featured: false,
  active: true,
  order: 4,
  publishedAt: '2024-04-15T09:00:00Z',
  seo: {
    title: 'VaR and Expected Shortfall Model Validation | QuantEthic',
    description:
      'Independent market-risk model validation: challenger models, VaR and ES back-testing, Basel FRTB readiness and SR 11-7 / SS1/23 governance review.',
  },
  pricing: {
    type: 'fixed',
    amount: 18000,
    currency: 'USD',
    note: 'Fixed fee per model; additional portfolios quoted separately',
  },
  duration: {
    estimate: '6–10 weeks',
    timeline: timeline('model-risk-review', [
      ['Planning and data', 'Weeks 1–2', 'Validation plan and data quality checks'],
      ['Conceptual and implementation review', 'Weeks 2–5', 'Challenger model and replication results'],
      ['Back-testing and sensitivity analysis', 'Weeks 5–8', 'Back-testing pack'],
      ['Reporting', 'Weeks 8–10', 'Validation report and committee presentation'],
    ]),
  },
});

// ---- 5. Corporate training (hourly, external link, no image) ----------------------------------

const training = service('corporate-training-workshops', '2024-05-06T09:00:00Z', {
  title: 'Corporate Training Workshops',
  shortDescription:
    "In-house workshops for boards, Shari'ah and risk teams, product managers and auditors — Islamic finance contracts, Shari'ah governance, ethical screening or VaR/ES modelling — tailored to your products and delivered on site or online.",
  detailedDescription: [
    p(
      'Our workshops are built around your own products and cases rather than textbook examples. Each session is led by the practitioner who teaches the corresponding QuantEthic course, and participants receive a certificate of attendance with CPD hours.',
    ),
    h3('Popular programmes'),
    bullet(
      strong('Islamic finance for board members'),
      " — contracts, Shari'ah governance and key risks in one day.",
    ),
    bullet(
      strong('Murabaha, ijarah and tawarruq in practice'),
      ' — for product, operations and audit teams.',
    ),
    bullet(strong("Ethical and Shari'ah screening"), ' — building and maintaining an investable universe.'),
    bullet(strong('VaR and Expected Shortfall with Python'), ' — hands-on, for risk and treasury analysts.'),
  ],
  keyFeatures: features('corporate-training-workshops', [
    [
      'Tailored content',
      'Case studies drawn from your products, policies and markets.',
      ['Pre-workshop needs survey', 'Your documents used as case material', 'Arabic or English delivery'],
    ],
    [
      'Practitioner trainers',
      'Taught by the advisors and quants who do this work for clients.',
      ["Shari'ah advisor and quant analysts", 'Small groups of up to 20', 'Live Q&A on your questions'],
    ],
    [
      'Measurable outcomes',
      'Learning that can be evidenced to management and regulators.',
      [
        'Pre- and post-assessments',
        'Certificates with CPD hours',
        'Six months of access to the matching online course',
      ],
    ],
  ]),
  deliverables: [
    'Workshop materials and exercise workbooks',
    'Pre- and post-workshop assessment results',
    'Certificates of attendance with CPD hours',
  ],
  iconName: 'graduation-cap',
  serviceLink: 'https://academy.quantethic.example/corporate-workshops',
  category: 'Training',
  tags: ['Training', 'Workshops', 'CPD', "Shari'ah governance", 'Python'],
  featured: false,
  active: true,
  order: 5,
  publishedAt: '2024-05-06T09:00:00Z',
  pricing: { type: 'hourly', amount: 350, currency: 'USD', note: 'per hour' },
  duration: { estimate: 'Half-day to three-day programmes' },
});

// ---- 6. Ethical portfolio screening (no order: sorts last; no category: default label) ---------

const screening = service('ethical-portfolio-screening', '2024-06-10T09:00:00Z', {
  updatedAt: '2024-09-23T10:10:00Z',
  title: 'Ethical Portfolio Screening Setup',
  shortDescription:
    "Design and implement the screening process for a Shari'ah-compliant or ethical portfolio: business-activity and financial-ratio screens, norms-based exclusions, purification of non-compliant income and an audit trail your board can sign off.",
  detailedDescription: [
    p(
      'A screening policy is only as good as its implementation. We turn your investment policy into a documented, repeatable screen that your portfolio managers can run every quarter and your auditors can follow.',
    ),
    h3('What the screen covers'),
    bullet(
      strong('Business activities'),
      " — sector exclusions with revenue thresholds, such as the 5% limit on non-permissible income in AAOIFI Shari'ah Standard No. 21.",
    ),
    bullet(
      strong('Financial ratios'),
      ' — interest-bearing debt and interest-bearing deposits each below 30% of market capitalisation, with a documented choice of denominator and averaging window.',
    ),
    bullet(
      strong('Norms and controversies'),
      ' — exclusions based on the UN Global Compact principles and severe controversy flags from your data vendor.',
    ),
    bullet(
      strong('Purification'),
      ' — per-holding calculation of the non-permissible share of dividends and a charity disbursement workflow.',
    ),
  ],
  keyFeatures: features('ethical-portfolio-screening', [
    [
      'Policy to rules',
      'Your investment policy translated into unambiguous, testable screening rules.',
      [
        'Threshold and denominator choices documented',
        'Treatment of data gaps defined',
        'Grace periods for breaches',
      ],
    ],
    [
      'Vendor-neutral implementation',
      "Works with the ESG and Shari'ah data you already license.",
      ['Python or spreadsheet implementation', 'Reconciles vendor data', 'Quarterly rebalancing calendar'],
    ],
    [
      'Audit trail',
      'Every inclusion and exclusion can be explained after the fact.',
      ['Screen results archived each run', 'Exception log', 'Annual purification report'],
    ],
  ]),
  prerequisites: [
    'Investment policy or fund prospectus',
    'Current holdings and benchmark universe',
    "Access to your ESG or Shari'ah screening data feed",
  ],
  deliverables: [
    'Screening methodology document',
    'Screening tool (Python or Excel) with the first full-universe run',
    'Dividend purification calculator',
    'Handover session for portfolio managers and compliance',
  ],
  image: serviceImage(
    'ethical-portfolio-screening',
    'Ethical Portfolio Screening',
    'Screens · Ratios · Purification',
    'balance',
    'A balance beam in front of concentric circles, representing ethical screening',
  ),
  iconName: 'filter',
  tags: ['Ethical investing', "Shari'ah screening", 'ESG', 'Purification', 'Portfolio construction'],
  active: true,
  publishedAt: '2024-06-10T09:00:00Z',
  pricing: {
    type: 'fixed',
    amount: 9500,
    currency: 'USD',
    note: 'Fixed fee for one strategy and one investment universe',
  },
  duration: { estimate: '3–5 weeks' },
});

// ---- 7. Zakat methodology (inactive: hidden from the site) -------------------------------------

const zakat = service('zakat-calculation-methodology', '2024-07-01T09:00:00Z', {
  updatedAt: '2024-12-16T08:00:00Z',
  title: 'Zakat Calculation Methodology for Funds',
  shortDescription:
    "A documented zakat methodology for Shari'ah-compliant funds and their investors, based on AAOIFI Shari'ah Standard No. 35 (Zakah), with a per-unit zakat figure published for each fiscal year. Paused while we update it for the revised standard.",
  keyFeatures: features('zakat-calculation-methodology', [
    [
      'Holding-by-holding approach',
      'Zakatable assets derived from each investee company, or from market value for trading positions.',
      [
        'Trading vs. investment intent',
        'Zakatable assets per share',
        'Lunar or solar year rate (2.5% / 2.577%)',
      ],
    ],
    [
      'Investor communication',
      'A figure investors can use directly in their own zakat calculation.',
      ['Zakat per unit by share class', 'Plain-language investor note', "Shari'ah board sign-off"],
    ],
  ]),
  deliverables: ['Zakat methodology paper', 'Per-unit zakat calculator', 'Investor communication template'],
  image: serviceImage(
    'zakat-calculation-methodology',
    'Zakat Methodology for Funds',
    "AAOIFI Shari'ah Standard No. 35",
    'star',
    'Islamic geometric star pattern with the title Zakat Methodology for Funds',
  ),
  iconName: 'calculator',
  category: "Shari'ah Advisory",
  tags: ['Zakat', 'Funds', 'AAOIFI'],
  active: false,
  order: 6,
  publishedAt: '2024-07-01T09:00:00Z',
  pricing: {
    type: 'fixed',
    amount: 6500,
    currency: 'USD',
    note: 'Fixed fee per fund range; annual updates quoted separately',
  },
  duration: { estimate: '3–4 weeks' },
});

// ---- 8. Impact measurement (no title: hidden from the site) -----------------------------------

const impact = service('impact-measurement-framework', '2024-08-19T09:00:00Z', {
  shortDescription:
    "An impact measurement and management framework for ethical and Islamic funds: theory of change, IRIS+ metrics, a maqasid al-shari'ah mapping and investor-ready impact reports.",
  keyFeatures: features('impact-measurement-framework', [
    [
      'Theory of change',
      'A clear line from each investment to the outcome it is meant to produce.',
      ['Five dimensions of impact', 'Contribution and additionality', 'Impact risk'],
    ],
    [
      'Metrics and reporting',
      'A small set of metrics you can collect reliably and report honestly.',
      ['IRIS+ aligned indicators', 'SDG and maqasid mapping', 'Annual impact report template'],
    ],
  ]),
  iconName: 'target',
  category: 'Ethical Investment',
  tags: ['Impact investing', 'IRIS+', 'SDGs', "Maqasid al-shari'ah"],
  active: true,
  order: 7,
  publishedAt: '2024-08-19T09:00:00Z',
  pricing: { type: 'custom', note: 'Scoped after a discovery call' },
  duration: { estimate: '6–8 weeks' },
});

export const documents = [compliance, fintech, sukuk, modelRisk, training, screening, zakat, impact];
