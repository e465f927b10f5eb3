import { useRemoteProps } from '@quantethic/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CourseProgress } from '../../lib/progress/engine';
import type { CourseOutline } from '../../lib/progress/outline';
import { loadProgress, progressKey, saveProgress } from '../../lib/progress/storage';

export type ProgressChange = (progress: CourseProgress, now: Date) => CourseProgress;

/**
 * A course's progress for the learning view: loaded (and migrated) from storage, changed only
 * through the engine's pure functions, saved on every change and announced on the bus
 * (`progress:changed`; 'Course Completed' analytics when the learner's own change reaches 100 %).
 * Changes made in another tab are picked up.
 */
export function useLearningProgress(
  courseId: string,
  outline: CourseOutline,
  course: { title: string; level: string | null } = { title: courseId, level: null },
) {
  const { bus } = useRemoteProps();
  const about = useRef(course);
  about.current = course;
  const [progress, setProgress] = useState(() => loadProgress(courseId, outline));
  const current = useRef(progress);
  const loadedFor = useRef({ courseId, outline });

  // A different course (or changed content): read again.
  useEffect(() => {
    if (loadedFor.current.courseId === courseId && loadedFor.current.outline === outline) return;
    loadedFor.current = { courseId, outline };
    const loaded = loadProgress(courseId, outline);
    current.current = loaded;
    setProgress(loaded);
  }, [courseId, outline]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== progressKey(courseId)) return;
      const loaded = loadProgress(courseId, outline);
      current.current = loaded;
      setProgress(loaded);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [courseId, outline]);

  const change = useCallback(
    (apply: ProgressChange) => {
      const before = current.current;
      const next = apply(before, new Date());
      if (next === before) return before;
      current.current = next;
      setProgress(next);
      saveProgress(next);
      bus.emit('progress:changed', { courseId, percentage: next.percentage });
      if (before.percentage < 100 && next.percentage === 100) {
        const { title, level } = about.current;
        bus.emit('analytics', { name: 'Course Completed', properties: { title, level } });
      }
      return next;
    },
    [bus, courseId],
  );

  return { progress, change };
}
