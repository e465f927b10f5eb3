import { useSearchParams } from '@quantethic/shared/router';
import { useCallback } from 'react';
import type { CourseProgress } from '../../lib/progress/engine';
import type { CourseTree } from './course-tree';
import { parseSelection, resolve, type Selection, selectionParam, toSelection } from './selection';
import { useResumePoint } from './use-resume-point';

/**
 * What the content area shows. The selection lives in the URL (?lesson=…) so reloading or sharing
 * keeps the place; without one (or one this course does not have) the learner resumes where they
 * left off (`useResumePoint`). `select` replaces the URL's entry, keeping the scroll position.
 */
export function useLessonSelection(tree: CourseTree, progress: CourseProgress) {
  const [params, setParams] = useSearchParams();
  const resume = useResumePoint(tree, progress);
  const fromUrl = parseSelection(params.get('lesson'), tree);
  const resolved = fromUrl ?? (resume ? resolve(resume, tree) : null);
  const selection = resolved ? toSelection(resolved) : null;
  const select = useCallback(
    (next: Selection) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('lesson', selectionParam(next));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { resolved, selection, select };
}
