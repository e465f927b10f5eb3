/**
 * SPEC §3 ConsultingPage and ConsultingService. The consulting page lists its active services
 * by order (missing order last), then newest.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../i18n';
import { buttonUrlField, imageField, slugField, wholeNumber } from '../objects';

export const PRICING_TYPES = [
  { title: 'Fixed fee', value: 'fixed' },
  { title: 'Hourly rate', value: 'hourly' },
  { title: 'Custom quote', value: 'custom' },
  { title: 'Contact us', value: 'contact' },
];

interface Pricing {
  type?: string;
  amount?: number;
}

export const consultingService = defineType({
  name: 'consultingService',
  title: 'Consulting service',
  type: 'document',
  fields: [
    languageField,
    // Warning, not error: the site leaves untitled services out, and the demo dataset has one
    // to test that, so an editor can save a service before naming it.
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) =>
        rule.required().warning('Untitled services are not shown on the consulting page.'),
    }),
    // Services open in a dialog, not on a page of their own, so the slug is optional.
    slugField('title', { required: false }),
    defineField({ name: 'shortDescription', type: 'text', rows: 3 }),
    defineField({ name: 'detailedDescription', type: 'richText' }),
    defineField({ name: 'methodology', type: 'richText' }),
    defineField({
      name: 'keyFeatures',
      description: 'The card shows the first three.',
      type: 'array',
      of: [defineArrayMember({ type: 'keyFeature' })],
    }),
    defineField({ name: 'prerequisites', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
    defineField({ name: 'deliverables', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
    imageField('image'),
    defineField({
      name: 'iconName',
      description: 'Shown when there is no image, for example "scale", "chart", "shield" or "calculator".',
      type: 'string',
    }),
    defineField({
      name: 'serviceLink',
      title: 'External service link',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({ name: 'category', type: 'string' }),
    defineField({
      name: 'tags',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({ name: 'featured', type: 'boolean', initialValue: false }),
    defineField({
      name: 'active',
      description: 'Inactive services are not shown.',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'order',
      description: 'Lowest first; services without an order come last.',
      type: 'number',
      validation: wholeNumber,
    }),
    defineField({ name: 'publishedAt', type: 'datetime' }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'object',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'title', type: 'string' }),
        defineField({ name: 'description', type: 'text', rows: 2 }),
      ],
    }),
    defineField({
      name: 'pricing',
      type: 'object',
      fields: [
        defineField({
          name: 'type',
          type: 'string',
          options: { list: PRICING_TYPES, layout: 'radio' },
          validation: (rule) => rule.required(),
        }),
        defineField({ name: 'amount', type: 'number', validation: (rule) => rule.min(0) }),
        defineField({
          name: 'currency',
          description: 'Three-letter ISO code, for example USD.',
          type: 'string',
          initialValue: 'USD',
          validation: (rule) => rule.regex(/^[A-Z]{3}$/, { name: 'ISO 4217 code' }),
        }),
        defineField({ name: 'note', description: 'For example "per hour".', type: 'string' }),
      ],
      // Error: a fixed fee or an hourly rate is shown as a price, so it needs an amount.
      validation: (rule) =>
        rule.custom((value: Pricing | undefined) =>
          value && (value.type === 'fixed' || value.type === 'hourly') && value.amount === undefined
            ? { message: 'A fixed fee or an hourly rate needs an amount.', path: ['amount'] }
            : true,
        ),
    }),
    defineField({
      name: 'duration',
      type: 'object',
      fields: [
        defineField({ name: 'estimate', description: 'For example "6–8 weeks".', type: 'string' }),
        defineField({ name: 'timeline', type: 'array', of: [defineArrayMember({ type: 'timelinePhase' })] }),
      ],
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', active: 'active', category: 'category', media: 'image' },
    prepare: ({ title, active, category, media }) => ({
      title: title || 'Untitled service (hidden)',
      subtitle: [active === false ? 'Inactive' : null, category].filter(Boolean).join(' · '),
      media,
    }),
  },
});

export const consultingPage = defineType({
  name: 'consultingPage',
  title: 'Consulting page',
  type: 'document',
  fields: [
    languageField,
    defineField({ name: 'heroTitle', type: 'string' }),
    defineField({ name: 'heroDescription', type: 'text', rows: 3 }),
    defineField({ name: 'servicesTitle', type: 'string' }),
    defineField({ name: 'servicesDescription', type: 'text', rows: 2 }),
    defineField({
      name: 'services',
      description: 'Inactive and untitled services are left out.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'consultingService' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({ name: 'formSectionTitle', type: 'string' }),
    defineField({ name: 'formSectionDescription', type: 'text', rows: 2 }),
    defineField({
      name: 'formFields',
      title: 'Form field labels',
      type: 'object',
      fields: ['name', 'email', 'phone', 'submit'].map((name) => defineField({ name, type: 'string' })),
    }),
    defineField({ name: 'ctaTitle', type: 'string' }),
    defineField({ name: 'ctaDescription', type: 'text', rows: 2 }),
    defineField({ name: 'ctaButtonText', type: 'string' }),
    buttonUrlField('ctaButtonUrl'),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'object',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'title', type: 'string' }),
        defineField({ name: 'description', type: 'text', rows: 2 }),
      ],
    }),
  ],
  preview: {
    select: { title: 'heroTitle' },
    prepare: ({ title }) => ({ title: title ?? 'Consulting page' }),
  },
});
