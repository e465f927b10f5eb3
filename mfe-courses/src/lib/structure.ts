import { isRecord, recordList, text, textList } from '@quantethic/kit/content';
import type { CourseStructure } from '@quantethic/shared';

/** The legacy (single-level) module fields of SPEC §3. */
const LEGACY_LIST_FIELDS = ['topics', 'materials', 'furtherReadings', 'quizzes'] as const;
const LEGACY_TEXT_FIELDS = ['videoUrl', 'codeSnippet'] as const;

/** True when a module carries any legacy single-level content (topics, video, materials, …). */
export function hasLegacyContent(module: unknown): boolean {
  if (!isRecord(module)) return false;
  return (
    LEGACY_TEXT_FIELDS.some((field) => text(module[field]) !== null) ||
    LEGACY_LIST_FIELDS.some((field) =>
      field === 'topics' ? textList(module[field]).length > 0 : recordList(module[field]).length > 0,
    )
  );
}

/**
 * SPEC §3 course structure:
 * - empty: no modules;
 * - three-level: some module has lessons with sub-lessons;
 * - two-level: modules with lessons, but no sub-lessons anywhere;
 * - single-level (legacy): modules without lessons but with legacy content;
 * - unknown: anything else (modules that are not an array, or modules with neither lessons nor
 *   legacy content).
 */
export function classifyStructure(modules: unknown): CourseStructure {
  if (modules === null || modules === undefined) return 'empty';
  if (!Array.isArray(modules)) return 'unknown';
  if (modules.length === 0) return 'empty';
  const valid = recordList<Record<string, unknown>>(modules);
  if (valid.length === 0) return 'unknown';
  const lessons = valid.flatMap((module) => recordList<Record<string, unknown>>(module.lessons));
  if (lessons.some((lesson) => recordList(lesson.subLessons).length > 0)) return 'three-level';
  if (lessons.length > 0) return 'two-level';
  if (valid.some(hasLegacyContent)) return 'single-level';
  return 'unknown';
}

function orderOf(item: unknown): number {
  const order = isRecord(item) ? item.order : undefined;
  return typeof order === 'number' && Number.isFinite(order) ? order : Number.POSITIVE_INFINITY;
}

/**
 * Items sorted by `order` ascending (SPEC §5: lessons and sub-lessons); a missing or invalid
 * order goes last; equal orders keep their original order. Non-object entries are dropped.
 */
export function sortByOrder<T extends object>(items: unknown): T[] {
  return recordList<T>(items)
    .map((item, index) => ({ item, index, order: orderOf(item) }))
    .sort((a, b) => (a.order === b.order ? a.index - b.index : a.order < b.order ? -1 : 1))
    .map(({ item }) => item);
}
