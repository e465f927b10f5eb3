import { safeGetItem, safeSetItem, writeJson } from '@quantethic/shared';
import type { CourseOutline } from './outline';
import type { CourseProgress } from './percentage';
import { readProgressRecord } from './record';

/** The per-course progress record (SPEC §3 Local data) lives in localStorage under this key. */
export function progressKey(courseId: string): string {
  return `course-progress-${courseId}`;
}

/**
 * Progress in localStorage, one record per course (SPEC §3). Read and save failures are logged
 * only (SPEC §8): the learner keeps working with the progress in memory.
 */
export function loadProgress(courseId: string, outline: CourseOutline): CourseProgress {
  const raw = safeGetItem(progressKey(courseId));
  let parsed: unknown = null;
  if (raw !== null) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      console.error(`[progress] ignoring stored progress for ${courseId}: it is not valid JSON`);
      keepUnreadable(courseId, raw);
      return readProgressRecord(null, courseId, outline).progress;
    }
  }
  const result = readProgressRecord(parsed, courseId, outline);
  if (result.kind === 'ignored') {
    console.error(`[progress] ignoring stored progress for ${courseId}: ${result.reason}`);
    if (raw !== null) keepUnreadable(courseId, raw);
  }
  if (result.kind === 'ok' && result.migrated) {
    console.info(`[progress] migrated module-based progress for ${courseId}`);
    saveProgress(result.progress);
  }
  return result.progress;
}

export function saveProgress(progress: CourseProgress): boolean {
  const saved = writeJson(progressKey(progress.courseId), progress);
  if (!saved) console.error(`[progress] could not save progress for ${progress.courseId}`);
  return saved;
}

/** Where ignored data is set aside before new progress replaces it, so nothing is lost. */
export function unreadableKey(courseId: string): string {
  return `${progressKey(courseId)}-unreadable`;
}

function keepUnreadable(courseId: string, raw: string): void {
  if (safeGetItem(unreadableKey(courseId)) === null) safeSetItem(unreadableKey(courseId), raw);
}
