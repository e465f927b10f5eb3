/**
 * SPEC §3 AboutPage. The site shows the most recently updated one, so an older edition can be
 * kept (the demo dataset has one).
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../i18n';
import { buttonUrlField, imageField } from '../objects';
import { oneOfList } from '../rules';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'object',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'metaTitle', title: 'Meta title', type: 'string' }),
        defineField({ name: 'metaDescription', title: 'Meta description', type: 'text', rows: 3 }),
        defineField({
          name: 'noIndex',
          title: 'Hide from search engines',
          type: 'boolean',
          initialValue: false,
        }),
      ],
    }),
    defineField({
      name: 'hero',
      type: 'object',
      fields: [
        defineField({ name: 'heading', type: 'string' }),
        defineField({ name: 'subheading', type: 'text', rows: 2 }),
        imageField('image'),
      ],
    }),
    defineField({
      name: 'missionVision',
      title: 'Mission and vision',
      type: 'object',
      fields: [
        defineField({ name: 'mission', type: 'text', rows: 3 }),
        defineField({ name: 'vision', type: 'text', rows: 3 }),
      ],
    }),
    defineField({
      name: 'whyQuantEthic',
      title: 'Why QuantEthic',
      type: 'object',
      fields: [
        defineField({ name: 'heading', type: 'string' }),
        defineField({
          name: 'content',
          title: 'Blocks (shown alternating text and image)',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'whyBlock',
              title: 'Block',
              fields: [
                defineField({ name: 'title', type: 'string' }),
                defineField({ name: 'text', type: 'text', rows: 4 }),
                imageField('image'),
              ],
              preview: { select: { title: 'title', subtitle: 'text', media: 'image' } },
            }),
            // Older content: plain paragraphs, which the site shows as one text block.
            defineArrayMember({ type: 'block' }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'whoWeAre',
      title: 'Who we are',
      type: 'object',
      fields: [
        defineField({ name: 'heading', type: 'string' }),
        defineField({ name: 'content', type: 'richText' }),
        imageField('image'),
        defineField({
          name: 'imagePosition',
          type: 'string',
          initialValue: 'right',
          options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
          validation: oneOfList,
        }),
      ],
    }),
    defineField({
      name: 'founder',
      type: 'object',
      fields: [
        defineField({ name: 'name', type: 'string' }),
        defineField({ name: 'heading', type: 'string' }),
        defineField({ name: 'bio', type: 'text', rows: 6 }),
        imageField('image'),
      ],
    }),
    defineField({
      name: 'team',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'teamMember' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'cta',
      title: 'Call to action',
      type: 'object',
      fields: [
        defineField({ name: 'title', type: 'string' }),
        defineField({ name: 'text', type: 'text', rows: 2 }),
        defineField({ name: 'buttonText', type: 'string' }),
        buttonUrlField('buttonUrl'),
        defineField({
          name: 'buttonStyle',
          type: 'string',
          initialValue: 'primary',
          options: { list: ['primary', 'secondary', 'outline'], layout: 'radio', direction: 'horizontal' },
          validation: oneOfList,
        }),
      ],
      // Error: a button needs both its text and where it goes.
      validation: (rule) =>
        rule.custom((value: { buttonText?: string; buttonUrl?: string } | undefined) =>
          !value || Boolean(value.buttonText) === Boolean(value.buttonUrl)
            ? true
            : 'Give the button both a text and a URL (or neither).',
        ),
    }),
    defineField({
      name: 'metadata',
      type: 'object',
      fields: [
        defineField({ name: 'lastReviewed', type: 'date' }),
        defineField({ name: 'version', type: 'string' }),
      ],
    }),
  ],
  preview: {
    select: { title: 'hero.heading', subtitle: 'metadata.version' },
    prepare: ({ title, subtitle }) => ({
      title: title ?? 'About page',
      subtitle: subtitle ? `Version ${subtitle}` : undefined,
    }),
  },
});
