/**
 * Reusable object types of the QuantEthic content model (Sanity Studio schema definitions).
 * Plain objects, so they need nothing installed to be read; `sanity.config.ts` loads them in a
 * real Studio.
 */
import type { Rule } from './rule';

export const seoFields = [
  { name: 'metaTitle', title: 'Meta title', type: 'string' },
  { name: 'metaDescription', title: 'Meta description', type: 'text', rows: 3 },
  { name: 'noIndex', title: 'Hide from search engines', type: 'boolean', initialValue: false },
];

export const imageWithAlt = {
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    { name: 'alt', title: 'Alternative text', type: 'string', validation: (r: Rule) => r.required() },
    { name: 'caption', title: 'Caption', type: 'string' },
  ],
};

export const quizQuestion = {
  name: 'quizQuestion',
  title: 'Quiz question',
  type: 'object',
  fields: [
    { name: 'question', type: 'string', validation: (r: Rule) => r.required() },
    { name: 'options', type: 'array', of: [{ type: 'string' }], validation: (r: Rule) => r.min(2) },
    {
      name: 'correctAnswer',
      title: 'Correct answer (index of the option, from 0)',
      type: 'number',
      validation: (r: Rule) => r.required().min(0),
    },
    { name: 'explanation', type: 'text', rows: 2 },
    { name: 'points', type: 'number', initialValue: 1 },
  ],
};

export const legacyQuiz = {
  name: 'legacyQuiz',
  title: 'Quiz',
  type: 'object',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'description', type: 'text', rows: 2 },
    { name: 'questions', type: 'array', of: [{ type: 'quizQuestion' }] },
  ],
};

export const moduleQuiz = {
  name: 'moduleQuiz',
  title: 'Module quiz',
  type: 'object',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'description', type: 'text', rows: 2 },
    { name: 'passingScore', title: 'Passing score (%)', type: 'number', initialValue: 70 },
    { name: 'timeLimit', title: 'Time limit (minutes)', type: 'number' },
    { name: 'questions', type: 'array', of: [{ type: 'quizQuestion' }] },
  ],
};

/** Course materials: a file, a Google Sheet link, or a plain link. */
export const googleSheetLink = {
  name: 'googleSheetLink',
  title: 'Google Sheet',
  type: 'object',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'url', type: 'url', validation: (r: Rule) => r.required() },
  ],
};

export const linkMaterial = {
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'url', type: 'url', validation: (r: Rule) => r.required() },
  ],
};

export const materials = {
  name: 'materials',
  title: 'Materials',
  type: 'array',
  of: [
    { type: 'file', fields: [{ name: 'title', type: 'string' }] },
    { type: 'googleSheetLink' },
    { type: 'link' },
  ],
};

export const furtherReading = {
  name: 'furtherReading',
  title: 'Further reading',
  type: 'object',
  fields: [
    { name: 'title', type: 'string', validation: (r: Rule) => r.required() },
    { name: 'url', type: 'url' },
    { name: 'description', type: 'text', rows: 2 },
  ],
};

export const videoFields = [
  { name: 'videoPlatform', type: 'string', options: { list: ['youtube', 'vimeo'] } },
  { name: 'videoUrl', title: 'Video URL (YouTube or Vimeo)', type: 'url' },
];

export const codeFields = [
  { name: 'codeSnippet', title: 'Code example', type: 'text', rows: 12 },
  {
    name: 'codeLanguage',
    type: 'string',
    options: { list: ['python', 'javascript', 'typescript', 'r', 'sql', 'excel'] },
  },
];

export const subLesson = {
  name: 'subLesson',
  title: 'Sub-lesson',
  type: 'object',
  fields: [
    { name: 'title', type: 'string', validation: (r: Rule) => r.required() },
    { name: 'description', type: 'text', rows: 4 },
    { name: 'order', type: 'number' },
    { name: 'duration', title: 'Duration (minutes)', type: 'number' },
    ...videoFields,
    { ...materials },
    ...codeFields,
    { name: 'furtherReadings', type: 'array', of: [{ type: 'furtherReading' }] },
    { name: 'quizzes', type: 'array', of: [{ type: 'legacyQuiz' }] },
  ],
};

export const lesson = {
  name: 'lesson',
  title: 'Lesson',
  type: 'object',
  fields: [
    { name: 'title', type: 'string', validation: (r: Rule) => r.required() },
    { name: 'description', type: 'text', rows: 3 },
    { name: 'order', type: 'number' },
    { name: 'estimatedDuration', title: 'Estimated duration (minutes)', type: 'number' },
    { name: 'subLessons', type: 'array', of: [{ type: 'subLesson' }] },
  ],
};

/** Rich text shared by articles and pages: paragraphs, headings, lists, links and the custom blocks. */
export const richText = {
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    {
      type: 'block',
      marks: {
        annotations: [
          {
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [{ name: 'href', type: 'url', validation: (r: Rule) => r.uri({ allowRelative: true }) }],
          },
        ],
      },
    },
    {
      type: 'image',
      options: { hotspot: true },
      fields: [
        { name: 'alt', title: 'Alternative text', type: 'string', validation: (r: Rule) => r.required() },
        { name: 'caption', type: 'string' },
      ],
    },
    { type: 'chart' },
    { type: 'pdfDocument' },
    { type: 'slides' },
    { type: 'codeBlock' },
    { type: 'videoEmbed' },
    { type: 'youtube' },
    { type: 'file', fields: [{ name: 'title', type: 'string' }] },
  ],
};

export const chart = {
  name: 'chart',
  title: 'Chart',
  type: 'object',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'chartType', type: 'string', options: { list: ['bar', 'line', 'pie', 'doughnut', 'area'] } },
    {
      name: 'data',
      title: 'Data (JSON: {"labels": [...], "datasets": [{"label": "...", "data": [...]}]})',
      type: 'text',
      rows: 8,
    },
    { name: 'description', type: 'text', rows: 2 },
  ],
};

export const pdfDocument = {
  name: 'pdfDocument',
  title: 'PDF document',
  type: 'object',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'file', type: 'file', options: { accept: 'application/pdf' } },
    { name: 'description', type: 'text', rows: 2 },
  ],
};

export const slides = {
  name: 'slides',
  title: 'Slides',
  type: 'object',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'slidesUrl', title: 'Slides URL (embeddable)', type: 'url' },
    { name: 'embedCode', title: 'Embed code (iframe HTML from the slides host)', type: 'text', rows: 3 },
    { name: 'downloadable', type: 'boolean', initialValue: false },
    { name: 'file', title: 'Downloadable file', type: 'file' },
  ],
};

export const codeBlock = {
  name: 'codeBlock',
  title: 'Code',
  type: 'object',
  fields: [
    { name: 'filename', type: 'string' },
    { name: 'language', type: 'string' },
    { name: 'code', type: 'text', rows: 12 },
  ],
};

export const videoEmbed = {
  name: 'videoEmbed',
  title: 'Video (YouTube or Vimeo)',
  type: 'object',
  fields: [
    { name: 'url', type: 'url' },
    { name: 'caption', type: 'string' },
  ],
};

export const youtube = {
  name: 'youtube',
  title: 'YouTube video',
  type: 'object',
  fields: [{ name: 'url', type: 'url' }],
};

export const socialLinks = {
  name: 'socialLinks',
  title: 'Social links',
  type: 'object',
  fields: [
    { name: 'linkedin', type: 'url' },
    { name: 'twitter', type: 'url' },
    { name: 'github', type: 'url' },
    { name: 'website', type: 'url' },
  ],
};

export const keyFeature = {
  name: 'keyFeature',
  title: 'Key feature',
  type: 'object',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'description', type: 'text', rows: 2 },
    { name: 'highlights', type: 'array', of: [{ type: 'string' }] },
  ],
};

export const timelinePhase = {
  name: 'timelinePhase',
  title: 'Timeline phase',
  type: 'object',
  fields: [
    { name: 'phase', type: 'string' },
    { name: 'duration', type: 'string' },
    { name: 'deliverable', type: 'string' },
  ],
};
