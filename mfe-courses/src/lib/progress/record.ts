import { isRecord } from '@quantethic/kit/content';
import type { CourseOutline } from './outline';
import {
  type CourseProgress,
  coursePercentage,
  emptyProgress,
  type LessonRef,
  type PreviousModuleProgress,
  type SubLessonRef,
  subLessonId,
} from './percentage';

/**
 * Reading a stored progress record: untrusted data (older versions of the site, other tabs,
 * hand-edited storage). Anything that is not a progress record for this course is ignored with a
 * reason; a record from before sub-lessons existed is migrated (SPEC §4).
 */
export type ReadResult =
  | { kind: 'none'; progress: CourseProgress }
  | { kind: 'ignored'; progress: CourseProgress; reason: string }
  | { kind: 'ok'; progress: CourseProgress; migrated: boolean };

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((item): item is string => typeof item === 'string' && item !== ''))]
    : [];

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function subLessonRefs(value: unknown): SubLessonRef[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const refs: SubLessonRef[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const { moduleId, lessonKey, subLessonKey } = item;
    if (!isNonEmptyString(moduleId) || !isNonEmptyString(lessonKey) || !isNonEmptyString(subLessonKey))
      continue;
    const ref = { moduleId, lessonKey, subLessonKey };
    if (seen.has(subLessonId(ref))) continue;
    seen.add(subLessonId(ref));
    refs.push(ref);
  }
  return refs;
}

function lessonRefs(value: unknown): LessonRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && isNonEmptyString(item.moduleId) && isNonEmptyString(item.lessonKey)
      ? [{ moduleId: item.moduleId, lessonKey: item.lessonKey }]
      : [],
  );
}

/** The one percentage clamp: a finite number, rounded, kept within 0–100; anything else is 0. */
export function percentageOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.round(Math.min(100, Math.max(0, value)))
    : 0;
}

function dateOf(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

function previousOf(value: unknown): PreviousModuleProgress | null {
  if (!isRecord(value)) return null;
  return { completedModules: strings(value.completedModules), percentage: percentageOf(value.percentage) };
}

/**
 * Old module-based progress: written before sub-lessons were tracked, so it has no list of
 * sub-lesson identifiers (or a list of something else) and was never migrated.
 */
function isModuleBased(record: Record<string, unknown>): boolean {
  if (record.migrated === true) return false;
  const list = record.completedSubLessons;
  return !Array.isArray(list) || list.some((item) => !isRecord(item));
}

/** What a stored value says, read field by field (no course content needed). */
export type ParsedRecord =
  | { kind: 'none' }
  | { kind: 'ignored'; reason: string }
  | {
      kind: 'read';
      progress: CourseProgress;
      /** Written before sub-lessons were tracked, and never migrated. */
      moduleBased: boolean;
    };

/**
 * The one parser of a stored progress record (the learning view, the certificate, and the
 * percentage the catalogue and the course page show): anything that is not a progress record of
 * this course is ignored with a reason; each field is repaired or dropped on its own.
 */
export function parseProgressRecord(raw: unknown, courseId: string): ParsedRecord {
  if (raw === null || raw === undefined) return { kind: 'none' };
  if (!isRecord(raw)) return { kind: 'ignored', reason: 'it is not an object' };
  if (raw.courseId !== undefined && raw.courseId !== courseId)
    return { kind: 'ignored', reason: `it belongs to another course (${String(raw.courseId)})` };
  const looksLikeProgress = [
    'completedSubLessons',
    'completedModules',
    'completedModuleQuizzes',
    'percentage',
  ].some((field) => field in raw);
  if (!looksLikeProgress) return { kind: 'ignored', reason: 'it is not a progress record' };
  return {
    kind: 'read',
    moduleBased: isModuleBased(raw),
    progress: {
      courseId,
      completedSubLessons: subLessonRefs(raw.completedSubLessons),
      completedModuleQuizzes: strings(raw.completedModuleQuizzes),
      completedModules: strings(raw.completedModules),
      lessons: lessonRefs(raw.lessons),
      completedSubLessonQuizzes: strings(raw.completedSubLessonQuizzes),
      percentage: percentageOf(raw.percentage),
      completedAt: dateOf(raw.completedAt),
      lastUpdated: dateOf(raw.lastUpdated),
      migrated: raw.migrated === true,
      previousModuleProgress: previousOf(raw.previousModuleProgress),
    },
  };
}

/** A stored record for the learning view: parsed, migrated (SPEC §4), its percentage recomputed. */
export function readProgressRecord(raw: unknown, courseId: string, outline: CourseOutline): ReadResult {
  const fresh = emptyProgress(courseId);
  const parsed = parseProgressRecord(raw, courseId);
  if (parsed.kind === 'none') return { kind: 'none', progress: fresh };
  if (parsed.kind === 'ignored') return { kind: 'ignored', progress: fresh, reason: parsed.reason };
  const read = parsed.progress;

  if (outline.totalSubLessons > 0 && parsed.moduleBased) {
    // SPEC §4 migration: the sub-lesson list starts empty, percentage 0, and the old module
    // progress is kept for reference.
    return {
      kind: 'ok',
      migrated: true,
      progress: {
        ...read,
        completedSubLessons: [],
        completedModules: [],
        lessons: [],
        percentage: 0,
        completedAt: null,
        migrated: true,
        previousModuleProgress: { completedModules: read.completedModules, percentage: read.percentage },
      },
    };
  }
  // The course may have changed since the record was written: the percentage follows the content.
  return { kind: 'ok', migrated: false, progress: { ...read, percentage: coursePercentage(read, outline) } };
}
