import { useRef } from 'react';
import type { CourseProgress } from '../../lib/progress/engine';
import type { CourseTree } from './course-tree';
import { resumePoint, type Selection } from './selection';

/**
 * Where the learner resumes when the URL names no lesson: the first incomplete sub-lesson (or
 * nothing when every lesson is done), decided once, when the view opens — marking a lesson done
 * does not move the learner on.
 */
export function useResumePoint(tree: CourseTree, progress: CourseProgress): Selection | null {
  const resume = useRef<Selection | null | undefined>(undefined);
  if (resume.current === undefined) resume.current = resumePoint(tree, progress);
  return resume.current;
}
