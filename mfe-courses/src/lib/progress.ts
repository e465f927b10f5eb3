import { readJson, useIsHydrated, useRemoteProps } from '@quantethic/shared';
import { useEffect, useState } from 'react';
import { isRecord, text } from './content';

/**
 * The per-course progress record (SPEC §3 Local data) lives in localStorage under this key.
 * This module only reads it; the progress engine (issue 5) writes it.
 */
export function progressKey(courseId: string): string {
  return `course-progress-${courseId}`;
}

export interface ProgressSummary {
  /** 0–100, whole number. */
  percentage: number;
  /** When the course was completed (ISO string), if it was. */
  completedAt: string | null;
}

export const NO_PROGRESS: ProgressSummary = { percentage: 0, completedAt: null };

const isObject = (value: unknown): value is Record<string, unknown> => isRecord(value);

/**
 * The saved progress of a course. Missing, corrupt or out-of-range data (or storage that cannot
 * be read) gives 0% — never an error.
 */
export function readCourseProgress(courseId: string | null | undefined): ProgressSummary {
  if (!courseId) return NO_PROGRESS;
  const record = readJson(progressKey(courseId), isObject);
  if (!record) return NO_PROGRESS;
  const raw = record.percentage;
  const percentage =
    typeof raw === 'number' && Number.isFinite(raw) ? Math.round(Math.min(100, Math.max(0, raw))) : 0;
  return { percentage, completedAt: percentage === 100 ? text(record.completedAt) : null };
}

/**
 * The saved progress of a course, kept current when progress changes on this page (the bus
 * `progress:changed` event) or in another tab (storage events).
 */
export function useCourseProgress(courseId: string | null | undefined): ProgressSummary {
  const { bus } = useRemoteProps();
  // A served page hydrates as it was rendered at deploy time (no visitor, no progress).
  const hydrated = useIsHydrated();
  const [progress, setProgress] = useState(() => readCourseProgress(courseId));
  useEffect(() => {
    const refresh = () => setProgress(readCourseProgress(courseId));
    refresh();
    const off = bus.on('progress:changed', (event) => {
      if (event.courseId === courseId) refresh();
    });
    const onStorage = (event: StorageEvent) => {
      if (courseId && (event.key === null || event.key === progressKey(courseId))) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
    };
  }, [bus, courseId]);
  return hydrated ? progress : NO_PROGRESS;
}
