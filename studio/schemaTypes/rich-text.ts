/**
 * Rich text (SPEC §3 body): paragraphs, headings, lists and links, plus the custom blocks an
 * article can hold (chart, PDF, slides, code, video, image, file). Which rule is an error and
 * which a warning is explained in rules.ts.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { CODE_LANGUAGES, imageFields } from './objects';
import { bare, LINK_SCHEMES, oneOfList, videoUrlIsPlayable } from './rules';

/**
 * Warning: the site draws a chart only from valid JSON of this shape, and shows
 * 'Error parsing chart data: …' otherwise. The demo dataset's archived article holds invalid
 * JSON on purpose to test that message.
 */
function chartDataProblem(value: string | undefined): true | string {
  if (!value?.trim()) return 'The chart has no data, so the site shows "This chart has no data to show."';
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch (error) {
    return `The data is not valid JSON (${(error as Error).message}); the site shows "Error parsing chart data".`;
  }
  const shape = data as { labels?: unknown; datasets?: unknown } | null;
  if (!shape || !Array.isArray(shape.labels) || !Array.isArray(shape.datasets))
    return 'The data needs "labels" (a list) and "datasets" (a list of {"label": …, "data": […]}).';
  return true;
}

export const chart = defineType({
  name: 'chart',
  title: 'Chart',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({
      name: 'chartType',
      type: 'string',
      initialValue: 'bar',
      options: { list: ['bar', 'line', 'pie', 'doughnut', 'area'] },
      validation: oneOfList,
    }),
    defineField({
      name: 'data',
      title: 'Data (JSON)',
      description: '{"labels": ["2023", "2024"], "datasets": [{"label": "Assets", "data": [1.2, 1.5]}]}',
      type: 'text',
      rows: 8,
      validation: (rule) => rule.custom(chartDataProblem).warning(),
    }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
  ],
});

export const pdfDocument = defineType({
  name: 'pdfDocument',
  title: 'PDF document',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({
      name: 'file',
      type: 'file',
      options: { accept: 'application/pdf' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
  ],
});

export const slides = defineType({
  name: 'slides',
  title: 'Slides',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'slidesUrl', title: 'Slides URL (embeddable)', type: 'url' }),
    defineField({
      name: 'embedCode',
      title: 'Embed code (the iframe HTML from the slides host)',
      type: 'text',
      rows: 3,
    }),
    defineField({ name: 'downloadable', type: 'boolean', initialValue: false }),
    defineField({ name: 'file', title: 'Downloadable file', type: 'file' }),
  ],
  validation: (rule) =>
    rule.custom((value: { slidesUrl?: string; embedCode?: string } | undefined) =>
      !value || value.slidesUrl || value.embedCode?.trim()
        ? true
        : 'Add a slides URL or embed code: without either the site has nothing to show.',
    ),
});

export const codeBlock = defineType({
  name: 'codeBlock',
  title: 'Code',
  type: 'object',
  fields: [
    defineField({ name: 'filename', type: 'string' }),
    defineField({
      name: 'language',
      type: 'string',
      options: { list: CODE_LANGUAGES },
      validation: oneOfList,
    }),
    // Warning: an empty code block is shown as an empty box; the archived demo article has one.
    defineField({
      name: 'code',
      type: 'text',
      rows: 12,
      validation: (rule) => rule.required().warning('The code block is empty.'),
    }),
  ],
  preview: { select: { title: 'filename', subtitle: 'language' } },
});

const videoUrlField = defineField({
  name: 'url',
  title: 'Video URL (YouTube or Vimeo)',
  type: 'url',
  validation: (rule) => [
    rule.required().uri({ scheme: ['https', 'http'] }),
    bare(rule).custom(videoUrlIsPlayable).warning(),
  ],
});

export const videoEmbed = defineType({
  name: 'videoEmbed',
  title: 'Video (YouTube or Vimeo)',
  type: 'object',
  fields: [videoUrlField, defineField({ name: 'caption', type: 'string' })],
  preview: { select: { title: 'caption', subtitle: 'url' } },
});

export const youtube = defineType({
  name: 'youtube',
  title: 'YouTube video',
  type: 'object',
  fields: [videoUrlField],
  preview: { select: { title: 'url' } },
});

export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
      ],
      marks: {
        annotations: [
          defineArrayMember({
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [
              // Warning, not error: the site drops links with other schemes (javascript:,
              // data:), and the archived demo article holds such links to test that.
              defineField({
                name: 'href',
                title: 'Link (a site path such as /courses, or a web, mailto: or tel: link)',
                type: 'url',
                validation: (rule) =>
                  rule
                    .required()
                    .uri({ allowRelative: true, scheme: LINK_SCHEMES })
                    .warning(
                      'Use a site path ("/courses") or an http(s), mailto: or tel: link; the site drops others.',
                    ),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({
      type: 'image',
      options: { hotspot: true },
      fields: imageFields({ caption: true }),
    }),
    defineArrayMember({ type: 'chart' }),
    defineArrayMember({ type: 'pdfDocument' }),
    defineArrayMember({ type: 'slides' }),
    defineArrayMember({ type: 'codeBlock' }),
    defineArrayMember({ type: 'videoEmbed' }),
    defineArrayMember({ type: 'youtube' }),
    defineArrayMember({ type: 'file', fields: [defineField({ name: 'title', type: 'string' })] }),
  ],
});
