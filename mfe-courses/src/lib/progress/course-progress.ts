import { readJson, useIsHydrated, useRemoteProps } from '@quantethic/shared';
import { useEffect, useState } from 'react';
import { parseProgressRecord } from './record';
import { progressKey } from './storage';

/** What the catalogue's panel and the course page show of a course's progress. */
export interface ProgressSummary {
  /** 0–100, whole number. */
  percentage: number;
  /** When the course was completed (ISO string), if it was. */
  completedAt: string | null;
}

export const NO_PROGRESS: ProgressSummary = { percentage: 0, completedAt: null };

const anyJson = (_value: unknown): _value is unknown => true;

/**
 * The saved progress of a course, read only (the learning view writes it): the stored record read
 * by the one parser (`parseProgressRecord`). Missing, corrupt or out-of-range data, another
 * course's record (or storage that cannot be read) gives 0% — never an error.
 */
export function readCourseProgress(courseId: string | null | undefined): ProgressSummary {
  if (!courseId) return NO_PROGRESS;
  const parsed = parseProgressRecord(readJson(progressKey(courseId), anyJson), courseId);
  if (parsed.kind !== 'read') return NO_PROGRESS;
  const { percentage, completedAt } = parsed.progress;
  return { percentage, completedAt: percentage === 100 ? completedAt : null };
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
