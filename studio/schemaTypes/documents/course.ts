/** SPEC §3 Course and Module: what the catalogue, the course page and the learning view read. */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../i18n';
import {
  codeFields,
  furtherReadingsField,
  imageField,
  materialsField,
  quizzesField,
  slugField,
  videoFields,
  videoUrlField,
  wholeNumber,
} from '../objects';
import { oneOfList } from '../rules';

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'];

export const course = defineType({
  name: 'course',
  title: 'Course',
  type: 'document',
  fields: [
    languageField,
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    slugField('title'),
    defineField({
      name: 'description',
      title: 'Short description',
      description: 'Shown on the course card.',
      type: 'text',
      rows: 3,
    }),
    defineField({ name: 'overview', type: 'text', rows: 8 }),
    // Optional: the catalogue shows courses without a level (the demo dataset has one).
    defineField({
      name: 'level',
      type: 'string',
      options: { list: COURSE_LEVELS, layout: 'radio', direction: 'horizontal' },
      validation: oneOfList,
    }),
    defineField({ name: 'category', type: 'string' }),
    defineField({
      name: 'isFeatured',
      title: 'Featured on the home page',
      description: 'The home page features the first course with this set.',
      type: 'boolean',
      initialValue: false,
    }),
    imageField('thumbnail'),
    defineField({
      name: 'joinLink',
      title: 'External join link',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({ name: 'duration', title: 'Duration (for example "6 weeks")', type: 'string' }),
    videoUrlField('Preview video (YouTube or Vimeo)'),
    defineField({
      name: 'modules',
      description: 'In the order the learner takes them. Empty for a course that has not started yet.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'courseModule' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({ name: 'instructor', type: 'reference', to: [{ type: 'teamMember' }] }),
    defineField({
      name: 'instructors',
      title: 'Co-instructors',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'teamMember' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'certificateOverrides',
      title: 'Certificate (overrides the site defaults)',
      type: 'object',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'issuer', type: 'string' }),
        defineField({ name: 'sealText', type: 'string' }),
        imageField('logo'),
        imageField('signature'),
      ],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'level', media: 'thumbnail' } },
});

export const courseModule = defineType({
  name: 'courseModule',
  title: 'Course module',
  type: 'document',
  fields: [
    languageField,
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    defineField({ name: 'isFreePreview', type: 'boolean', initialValue: false }),
    defineField({ name: 'order', type: 'number', validation: wholeNumber }),
    defineField({
      name: 'estimatedDuration',
      title: 'Estimated duration (minutes)',
      type: 'number',
      validation: wholeNumber,
    }),
    defineField({
      name: 'lessons',
      description: 'Lessons with sub-lessons (three levels) or lessons alone (two levels).',
      type: 'array',
      of: [defineArrayMember({ type: 'lesson' })],
    }),
    defineField({ name: 'moduleQuiz', type: 'moduleQuiz' }),
    // Legacy single-level module content (modules without lessons), still shown by the site.
    defineField({
      name: 'topics',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      fieldset: 'legacy',
    }),
    ...[...videoFields, materialsField, furtherReadingsField, ...codeFields, quizzesField].map((field) => ({
      ...field,
      fieldset: 'legacy',
    })),
  ],
  fieldsets: [
    {
      name: 'legacy',
      title: 'Single-level content (modules without lessons)',
      options: { collapsible: true, collapsed: true },
    },
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
