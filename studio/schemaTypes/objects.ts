/**
 * Object types and field helpers shared by the QuantEthic documents: images, the learning
 * shapes (lessons, sub-lessons, materials, quizzes) and the consulting service parts.
 * Which rule is an error and which a warning is explained in rules.ts.
 */
import { slugify } from '@quantethic/shared/url/slug';
import { defineArrayMember, defineField, defineType, type NumberRule } from 'sanity';
import { isUniqueInLanguage } from './i18n';
import {
  answerIsAnOption,
  bare,
  LINK_SCHEMES,
  oneOfList,
  slugIsCanonical,
  slugIsRoutable,
  videoUrlIsPlayable,
} from './rules';

/**
 * The fields of an image (SPEC §3 image: asset url, alt). The alternative text is required: the
 * site gives it to screen readers and shows it when the image fails to load.
 */
export function imageFields(options: { caption?: boolean } = {}) {
  return [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the image shows, for people who cannot see it.',
      validation: (rule) => rule.required(),
    }),
    ...(options.caption ? [defineField({ name: 'caption', type: 'string' })] : []),
  ];
}

/** An image field, stored as Sanity's own `image` type (as the site and the demo dataset have it). */
export function imageField(name: string, title?: string) {
  return defineField({
    name,
    ...(title ? { title } : {}),
    type: 'image',
    options: { hotspot: true },
    fields: imageFields(),
  });
}

/** Minutes, order and similar counts: whole numbers, never negative. */
export const wholeNumber = (rule: NumberRule) => rule.integer().min(0);

/** Languages the site's code highlighter knows (highlighter/src/index.ts); 'text' is plain. */
export const CODE_LANGUAGES = [
  { title: 'Python', value: 'python' },
  { title: 'R', value: 'r' },
  { title: 'SQL', value: 'sql' },
  { title: 'JavaScript', value: 'javascript' },
  { title: 'TypeScript', value: 'typescript' },
  { title: 'Bash', value: 'bash' },
  { title: 'JSON', value: 'json' },
  { title: 'Excel formula', value: 'excel' },
  { title: 'Plain text', value: 'text' },
];

/** A YouTube or Vimeo link (SPEC §5); anything else is a warning (see rules.ts). */
export function videoUrlField(title = 'Video URL (YouTube or Vimeo)') {
  return defineField({
    name: 'videoUrl',
    title,
    type: 'url',
    validation: (rule) => [
      rule.uri({ scheme: ['https', 'http'] }),
      bare(rule).custom(videoUrlIsPlayable).warning(),
    ],
  });
}

/** SPEC §3 video of a module or sub-lesson. */
export const videoFields = [
  defineField({
    name: 'videoPlatform',
    type: 'string',
    options: {
      list: [
        { title: 'YouTube', value: 'youtube' },
        { title: 'Vimeo', value: 'vimeo' },
      ],
      layout: 'radio',
      direction: 'horizontal',
    },
    validation: oneOfList,
  }),
  videoUrlField(),
];

/** A code example shown under a lesson. */
export const codeFields = [
  defineField({ name: 'codeSnippet', title: 'Code example', type: 'text', rows: 12 }),
  defineField({
    name: 'codeLanguage',
    type: 'string',
    options: { list: CODE_LANGUAGES },
    validation: oneOfList,
  }),
];

export const quizQuestion = defineType({
  name: 'quizQuestion',
  title: 'Quiz question',
  type: 'object',
  fields: [
    defineField({ name: 'question', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'options',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(2),
    }),
    defineField({
      name: 'correctAnswer',
      title: 'Correct answer (number of the option, from 0)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0).custom(answerIsAnOption),
    }),
    defineField({ name: 'explanation', type: 'text', rows: 2 }),
    defineField({ name: 'points', type: 'number', initialValue: 1, validation: wholeNumber }),
  ],
  preview: { select: { title: 'question' } },
});

/** Legacy quizzes (single-level modules and sub-lessons): a title and questions. */
export const legacyQuiz = defineType({
  name: 'legacyQuiz',
  title: 'Quiz',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    defineField({ name: 'questions', type: 'array', of: [defineArrayMember({ type: 'quizQuestion' })] }),
  ],
});

export const moduleQuiz = defineType({
  name: 'moduleQuiz',
  title: 'Module quiz',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    defineField({
      name: 'passingScore',
      title: 'Passing score (%)',
      type: 'number',
      initialValue: 70,
      validation: (rule) => rule.min(0).max(100),
    }),
    defineField({
      name: 'timeLimit',
      title: 'Time limit (minutes)',
      type: 'number',
      validation: (rule) => rule.integer().positive(),
    }),
    // Empty is allowed: a module quiz without questions awards nothing (SPEC §4).
    defineField({ name: 'questions', type: 'array', of: [defineArrayMember({ type: 'quizQuestion' })] }),
  ],
});

/** Course materials (SPEC §3): a file, a Google Sheet link or a plain link. */
export const googleSheetLink = defineType({
  name: 'googleSheetLink',
  title: 'Google Sheet',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({
      name: 'url',
      type: 'url',
      validation: (rule) => [
        rule.required().uri({ scheme: ['https'] }),
        bare(rule)
          .custom((value: string | undefined) =>
            !value || /^https:\/\/docs\.google\.com\/spreadsheets\//.test(value)
              ? true
              : 'Not a Google Sheets link: the site labels it "(Google Sheet)". Use a plain link instead.',
          )
          .warning(),
      ],
    }),
  ],
});

export const linkMaterial = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'url', type: 'url', validation: (rule) => rule.required() }),
  ],
});

export const materialsField = defineField({
  name: 'materials',
  title: 'Materials',
  type: 'array',
  of: [
    defineArrayMember({ type: 'file', fields: [defineField({ name: 'title', type: 'string' })] }),
    defineArrayMember({ type: 'googleSheetLink' }),
    defineArrayMember({ type: 'link' }),
  ],
});

export const furtherReading = defineType({
  name: 'furtherReading',
  title: 'Further reading',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'url', type: 'url' }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
  ],
});

export const furtherReadingsField = defineField({
  name: 'furtherReadings',
  type: 'array',
  of: [defineArrayMember({ type: 'furtherReading' })],
});

export const quizzesField = defineField({
  name: 'quizzes',
  type: 'array',
  of: [defineArrayMember({ type: 'legacyQuiz' })],
});

export const subLesson = defineType({
  name: 'subLesson',
  title: 'Sub-lesson',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', type: 'text', rows: 4 }),
    defineField({
      name: 'order',
      type: 'number',
      description: 'Sub-lessons are shown by order, lowest first.',
      validation: wholeNumber,
    }),
    defineField({ name: 'duration', title: 'Duration (minutes)', type: 'number', validation: wholeNumber }),
    ...videoFields,
    materialsField,
    ...codeFields,
    furtherReadingsField,
    quizzesField,
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});

export const lesson = defineType({
  name: 'lesson',
  title: 'Lesson',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    defineField({
      name: 'order',
      type: 'number',
      description: 'Lessons are shown by order, lowest first.',
      validation: wholeNumber,
    }),
    defineField({
      name: 'estimatedDuration',
      title: 'Estimated duration (minutes)',
      type: 'number',
      validation: wholeNumber,
    }),
    defineField({ name: 'subLessons', type: 'array', of: [defineArrayMember({ type: 'subLesson' })] }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});

export const socialLinks = defineType({
  name: 'socialLinks',
  title: 'Social links',
  type: 'object',
  fields: ['linkedin', 'twitter', 'github', 'website'].map((name) =>
    defineField({ name, type: 'url', validation: (rule) => rule.uri({ scheme: ['https', 'http'] }) }),
  ),
});

export const keyFeature = defineType({
  name: 'keyFeature',
  title: 'Key feature',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    defineField({ name: 'highlights', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
  ],
});

export const timelinePhase = defineType({
  name: 'timelinePhase',
  title: 'Timeline phase',
  type: 'object',
  fields: [
    defineField({ name: 'phase', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'duration', type: 'string', description: 'For example "Weeks 2–4".' }),
    defineField({ name: 'deliverable', type: 'string' }),
  ],
  preview: { select: { title: 'phase', subtitle: 'duration' } },
});

/**
 * A page's slug (SPEC §5), generated from `source` with the site's rule. Errors: missing (when
 * `required`), not unique among documents of its type in its language (a translation shares its
 * English document's slug; `isUniqueInLanguage`, i18n.ts), or not usable in a page address.
 * Warning: not canonical (the site redirects it; see rules.ts).
 */
export function slugField(source: string, { required = true } = {}) {
  return defineField({
    name: 'slug',
    type: 'slug',
    description: 'The page address: lowercase letters, digits and single hyphens.',
    options: { source, maxLength: 96, slugify, isUnique: isUniqueInLanguage },
    validation: (rule) => [
      (required ? rule.required() : rule).custom(slugIsRoutable),
      bare(rule).custom(slugIsCanonical).warning(),
    ],
  });
}

/** A link that may also be a page of the site ("/contact"), for buttons. */
export function buttonUrlField(name: string, title?: string) {
  return defineField({
    name,
    ...(title ? { title } : {}),
    type: 'url',
    description: 'A site path such as /contact, or a full https:// link.',
    validation: (rule) => rule.uri({ allowRelative: true, scheme: LINK_SCHEMES }),
  });
}
