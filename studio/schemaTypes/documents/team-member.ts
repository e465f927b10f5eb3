/** SPEC §3 TeamMember: what the about page, the team page and course instructors read. */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../i18n';
import { imageField, slugField, wholeNumber } from '../objects';

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    languageField,
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    slugField('name'),
    defineField({ name: 'role', type: 'string' }),
    defineField({ name: 'bio', type: 'text', rows: 5 }),
    defineField({ name: 'experience', title: 'Experience (for example "12 years")', type: 'string' }),
    defineField({
      name: 'expertise',
      description: 'The team filter offers each expertise.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    imageField('image', 'Portrait'),
    defineField({ name: 'socialLinks', type: 'socialLinks' }),
    defineField({
      name: 'metadata',
      type: 'object',
      fields: [
        defineField({ name: 'order', type: 'number', validation: wholeNumber }),
        defineField({ name: 'joined', type: 'date' }),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'image' } },
});
