// Helpers shared by the course content modules: course and module documents in Sanity's import
// shape, curriculum objects (lessons, sub-lessons, quizzes, materials, readings) with stable
// `_key`s, and the runnable code examples kept as real files in ./snippets/.
import { readFileSync } from 'node:fs';
import { file, image, key, ref } from '../kit.mjs';
import { pdf } from '../pdf.mjs';
import { cover } from '../svg.mjs';

/** The text of a runnable example in ./snippets/ (tested by running it, kept verbatim here). */
export const snippet = (name) =>
  readFileSync(new URL(`./snippets/${name}`, import.meta.url), 'utf8').trimEnd();

/** A quiz question; `correctAnswer` is the 0-based index of the right option. */
export function question(text, options, correctAnswer, explanation, points = 1) {
  if (!Number.isInteger(correctAnswer) || correctAnswer < 0 || correctAnswer >= options.length) {
    throw new Error(`Quiz question "${text}" has no option ${correctAnswer}`);
  }
  return { _key: key('question', text), question: text, options, correctAnswer, explanation, points };
}

/** A module quiz (an object field, so no `_key` of its own). */
export const moduleQuiz = ({ title, description, passingScore = 70, timeLimit, questions = [] }) => ({
  title,
  description,
  passingScore,
  timeLimit,
  questions,
});

/** A legacy quiz (an item of a `quizzes` array). */
export const legacyQuiz = (title, description, questions = []) => ({
  _key: key('quiz', title),
  title,
  description,
  questions,
});

/** A further reading; `url` may be null for print-only references. */
export const reading = (title, url, description) => ({
  _key: key('reading', title),
  title,
  ...(url ? { url } : {}),
  description,
});

/** A downloadable PDF worksheet generated from text (a `file` material). */
export const worksheet = (name, title, paragraphs) => ({
  _key: key('material', name),
  ...file(`course-${name}`, pdf(title, paragraphs), { title }),
});

/** A Google Sheets material. */
export const googleSheet = (title, id) => ({
  _key: key('material', 'sheet', id),
  _type: 'googleSheetLink',
  title,
  url: `https://docs.google.com/spreadsheets/d/${id}/edit`,
});

/** A plain link material. */
export const webLink = (title, url) => ({ _key: key('material', 'link', url), _type: 'link', title, url });

/** A lesson (two-level: no subLessons; three-level: with subLessons). */
export const lesson = (fields) => ({ _key: key('lesson', fields.title), ...fields });

/** A sub-lesson; `videoPlatform` is derived from the URL unless given. */
export function subLesson(fields) {
  const platform = fields.videoPlatform ?? platformOf(fields.videoUrl);
  return {
    _key: key('subLesson', fields.title),
    ...fields,
    ...(platform ? { videoPlatform: platform } : {}),
  };
}

export function platformOf(url) {
  if (!url) return undefined;
  const host = new URL(url).hostname;
  if (/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/.test(host)) return 'youtube';
  if (/(^|\.)vimeo\.com$/.test(host)) return 'vimeo';
  return undefined;
}

/** The course modules of one course: `module-<slug>-<n>` in order, numbered from 1. */
export function courseModules(slug, createdAt, modules) {
  return modules.map((fields, index) => {
    const platform = fields.videoPlatform ?? platformOf(fields.videoUrl);
    return {
      _id: `module-${slug}-${index + 1}`,
      _type: 'courseModule',
      _createdAt: createdAt,
      _updatedAt: createdAt,
      order: index + 1,
      ...fields,
      ...(platform ? { videoPlatform: platform } : {}),
    };
  });
}

/**
 * A course document. `slug` is the stored slug (even an invalid one); `fileSlug` names its
 * thumbnail when the stored slug is not usable in a file name.
 */
export function courseDocument({
  slug,
  fileSlug = slug,
  createdAt,
  updatedAt = createdAt,
  motif,
  subtitle,
  modules = [],
  instructor,
  instructors,
  ...fields
}) {
  return {
    _id: `course-${fileSlug}`,
    _type: 'course',
    _createdAt: createdAt,
    _updatedAt: updatedAt,
    title: fields.title,
    slug: { _type: 'slug', current: slug },
    ...fields,
    thumbnail: image(`course-${fileSlug}.svg`, cover({ title: fields.title, subtitle, motif }), {
      alt: `Course cover: ${fields.title}`,
    }),
    modules: modules.map((module) => ({ ...ref(module._id), _key: key('module', module._id) })),
    ...(instructor ? { instructor: ref(instructor) } : {}),
    ...(instructors
      ? { instructors: instructors.map((id) => ({ ...ref(id), _key: key('instructor', id) })) }
      : {}),
  };
}
