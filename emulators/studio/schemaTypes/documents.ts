/** Document types of the QuantEthic content model (Sanity Studio schema definitions). */
import { codeFields, materials, seoFields, videoFields } from './objects';
import type { Rule } from './rule';

const slugFrom = (source: string) => ({
  name: 'slug',
  type: 'slug',
  options: { source, maxLength: 96 },
  validation: (r: Rule) => r.required(),
});

export const teamMember = {
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    { name: 'name', type: 'string', validation: (r: Rule) => r.required() },
    slugFrom('name'),
    { name: 'role', type: 'string' },
    { name: 'bio', type: 'text', rows: 5 },
    { name: 'experience', title: 'Experience (e.g. "12 years")', type: 'string' },
    { name: 'expertise', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' } },
    { name: 'image', type: 'imageWithAlt' },
    { name: 'socialLinks', type: 'socialLinks' },
    {
      name: 'metadata',
      type: 'object',
      fields: [
        { name: 'order', type: 'number' },
        { name: 'joined', type: 'date' },
      ],
    },
  ],
};

export const courseModule = {
  name: 'courseModule',
  title: 'Course module',
  type: 'document',
  fields: [
    { name: 'title', type: 'string', validation: (r: Rule) => r.required() },
    { name: 'description', type: 'text', rows: 3 },
    { name: 'isFreePreview', type: 'boolean', initialValue: false },
    { name: 'order', type: 'number' },
    { name: 'estimatedDuration', title: 'Estimated duration (minutes)', type: 'number' },
    { name: 'lessons', type: 'array', of: [{ type: 'lesson' }] },
    { name: 'moduleQuiz', type: 'moduleQuiz' },
    // Legacy single-level module content (modules without lessons).
    { name: 'topics', type: 'array', of: [{ type: 'string' }] },
    ...videoFields,
    { ...materials },
    { name: 'furtherReadings', type: 'array', of: [{ type: 'furtherReading' }] },
    ...codeFields,
    { name: 'quizzes', type: 'array', of: [{ type: 'legacyQuiz' }] },
  ],
};

export const course = {
  name: 'course',
  title: 'Course',
  type: 'document',
  fields: [
    { name: 'title', type: 'string', validation: (r: Rule) => r.required() },
    slugFrom('title'),
    { name: 'description', title: 'Short description', type: 'text', rows: 3 },
    { name: 'overview', type: 'text', rows: 8 },
    { name: 'level', type: 'string', options: { list: ['Beginner', 'Intermediate', 'Advanced'] } },
    { name: 'category', type: 'string' },
    { name: 'isFeatured', type: 'boolean', initialValue: false },
    { name: 'thumbnail', type: 'imageWithAlt' },
    { name: 'joinLink', title: 'External join link', type: 'url' },
    { name: 'duration', title: 'Duration (e.g. "6 weeks")', type: 'string' },
    { name: 'videoUrl', title: 'Preview video (YouTube or Vimeo)', type: 'url' },
    { name: 'modules', type: 'array', of: [{ type: 'reference', to: [{ type: 'courseModule' }] }] },
    { name: 'instructor', type: 'reference', to: [{ type: 'teamMember' }] },
    { name: 'instructors', type: 'array', of: [{ type: 'reference', to: [{ type: 'teamMember' }] }] },
    {
      name: 'certificateOverrides',
      type: 'object',
      fields: [
        { name: 'issuer', type: 'string' },
        { name: 'sealText', type: 'string' },
        { name: 'logo', type: 'imageWithAlt' },
        { name: 'signature', type: 'imageWithAlt' },
      ],
    },
  ],
};

export const knowledgePost = {
  name: 'knowledgePost',
  title: 'Knowledge post',
  type: 'document',
  fields: [
    { name: 'title', type: 'string', validation: (r: Rule) => r.required() },
    slugFrom('title'),
    { name: 'summary', type: 'text', rows: 3 },
    { name: 'tags', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' } },
    { name: 'date', type: 'date' },
    { name: 'estimatedReadingTime', title: 'Reading time (minutes)', type: 'number' },
    { name: 'featuredImage', type: 'imageWithAlt' },
    { name: 'author', type: 'reference', to: [{ type: 'teamMember' }] },
    { name: 'body', type: 'richText' },
    {
      name: 'downloads',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'download',
          fields: [
            { name: 'title', type: 'string' },
            { name: 'description', type: 'text', rows: 2 },
            { name: 'file', type: 'file' },
          ],
        },
      ],
    },
  ],
};

export const aboutPage = {
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    { name: 'seo', type: 'object', fields: seoFields },
    {
      name: 'hero',
      type: 'object',
      fields: [
        { name: 'heading', type: 'string' },
        { name: 'subheading', type: 'text', rows: 2 },
        { name: 'image', type: 'imageWithAlt' },
      ],
    },
    {
      name: 'missionVision',
      title: 'Mission and vision',
      type: 'object',
      fields: [
        { name: 'mission', type: 'text', rows: 3 },
        { name: 'vision', type: 'text', rows: 3 },
      ],
    },
    {
      name: 'whyQuantEthic',
      title: 'Why QuantEthic',
      type: 'object',
      fields: [
        { name: 'heading', type: 'string' },
        {
          name: 'content',
          title: 'Blocks (shown alternating text and image)',
          type: 'array',
          of: [
            {
              type: 'object',
              name: 'whyBlock',
              fields: [
                { name: 'title', type: 'string' },
                { name: 'text', type: 'text', rows: 4 },
                { name: 'image', type: 'imageWithAlt' },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'whoWeAre',
      title: 'Who we are',
      type: 'object',
      fields: [
        { name: 'heading', type: 'string' },
        { name: 'content', type: 'richText' },
        { name: 'image', type: 'imageWithAlt' },
        {
          name: 'imagePosition',
          type: 'string',
          options: { list: ['left', 'right'] },
          initialValue: 'right',
        },
      ],
    },
    {
      name: 'founder',
      type: 'object',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'heading', type: 'string' },
        { name: 'bio', type: 'text', rows: 6 },
        { name: 'image', type: 'imageWithAlt' },
      ],
    },
    { name: 'team', type: 'array', of: [{ type: 'reference', to: [{ type: 'teamMember' }] }] },
    {
      name: 'cta',
      title: 'Call to action',
      type: 'object',
      fields: [
        { name: 'title', type: 'string' },
        { name: 'text', type: 'text', rows: 2 },
        { name: 'buttonText', type: 'string' },
        { name: 'buttonUrl', type: 'string' },
        { name: 'buttonStyle', type: 'string', options: { list: ['primary', 'secondary', 'outline'] } },
      ],
    },
    {
      name: 'metadata',
      type: 'object',
      fields: [
        { name: 'lastReviewed', type: 'date' },
        { name: 'version', type: 'string' },
      ],
    },
  ],
};

export const consultingService = {
  name: 'consultingService',
  title: 'Consulting service',
  type: 'document',
  fields: [
    { name: 'title', type: 'string' },
    slugFrom('title'),
    { name: 'shortDescription', type: 'text', rows: 3 },
    { name: 'detailedDescription', type: 'richText' },
    { name: 'methodology', type: 'richText' },
    { name: 'keyFeatures', type: 'array', of: [{ type: 'keyFeature' }] },
    { name: 'prerequisites', type: 'array', of: [{ type: 'string' }] },
    { name: 'deliverables', type: 'array', of: [{ type: 'string' }] },
    { name: 'image', type: 'imageWithAlt' },
    { name: 'iconName', type: 'string' },
    { name: 'serviceLink', title: 'External service link', type: 'url' },
    { name: 'category', type: 'string' },
    { name: 'tags', type: 'array', of: [{ type: 'string' }] },
    { name: 'featured', type: 'boolean', initialValue: false },
    { name: 'active', type: 'boolean', initialValue: true },
    { name: 'order', type: 'number' },
    { name: 'publishedAt', type: 'datetime' },
    {
      name: 'seo',
      type: 'object',
      fields: [
        { name: 'title', type: 'string' },
        { name: 'description', type: 'text', rows: 2 },
      ],
    },
    {
      name: 'pricing',
      type: 'object',
      fields: [
        { name: 'type', type: 'string', options: { list: ['fixed', 'hourly', 'custom', 'contact'] } },
        { name: 'amount', type: 'number' },
        { name: 'currency', type: 'string', initialValue: 'USD' },
        { name: 'note', type: 'string' },
      ],
    },
    {
      name: 'duration',
      type: 'object',
      fields: [
        { name: 'estimate', type: 'string' },
        { name: 'timeline', type: 'array', of: [{ type: 'timelinePhase' }] },
      ],
    },
  ],
};

export const consultingPage = {
  name: 'consultingPage',
  title: 'Consulting page',
  type: 'document',
  fields: [
    { name: 'heroTitle', type: 'string' },
    { name: 'heroDescription', type: 'text', rows: 3 },
    { name: 'servicesTitle', type: 'string' },
    { name: 'servicesDescription', type: 'text', rows: 2 },
    { name: 'services', type: 'array', of: [{ type: 'reference', to: [{ type: 'consultingService' }] }] },
    { name: 'formSectionTitle', type: 'string' },
    { name: 'formSectionDescription', type: 'text', rows: 2 },
    {
      name: 'formFields',
      title: 'Form field labels',
      type: 'object',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'email', type: 'string' },
        { name: 'phone', type: 'string' },
        { name: 'submit', type: 'string' },
      ],
    },
    { name: 'ctaTitle', type: 'string' },
    { name: 'ctaDescription', type: 'text', rows: 2 },
    { name: 'ctaButtonText', type: 'string' },
    { name: 'ctaButtonUrl', type: 'string' },
    {
      name: 'seo',
      type: 'object',
      fields: [
        { name: 'title', type: 'string' },
        { name: 'description', type: 'text', rows: 2 },
      ],
    },
  ],
};
