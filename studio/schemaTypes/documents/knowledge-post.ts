/** SPEC §3 KnowledgePost: what the knowledge hub and an article read. */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../i18n';
import { imageField, slugField } from '../objects';

export const knowledgePost = defineType({
  name: 'knowledgePost',
  title: 'Knowledge post',
  type: 'document',
  fields: [
    languageField,
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    slugField('title'),
    defineField({
      name: 'summary',
      description: 'Shown on the article card (the first 140 characters).',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'tags',
      description: 'Related articles share a tag.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'date',
      description: 'Articles are listed newest first.',
      type: 'date',
    }),
    // Optional: the site copes without it (the demo dataset has an article without one).
    defineField({
      name: 'estimatedReadingTime',
      title: 'Reading time (minutes)',
      type: 'number',
      validation: (rule) => rule.integer().positive(),
    }),
    imageField('featuredImage'),
    defineField({ name: 'author', type: 'reference', to: [{ type: 'teamMember' }] }),
    defineField({ name: 'body', type: 'richText' }),
    defineField({
      name: 'downloads',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'download',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'description', type: 'text', rows: 2 }),
            defineField({ name: 'file', type: 'file', validation: (rule) => rule.required() }),
          ],
        }),
      ],
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'date', media: 'featuredImage' } },
});
