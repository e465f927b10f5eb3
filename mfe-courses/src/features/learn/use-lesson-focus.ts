import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus moves to the lesson's heading when the learner opens a lesson (from the sidebar or the
 * pager) — not when the view first opens. Call `willOpen` before changing the selection; the
 * heading takes `headingRef`.
 */
export function useLessonFocus(selectionKey: string | null) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opening = useRef(false);
  useEffect(() => {
    if (!opening.current || selectionKey === null) return;
    opening.current = false;
    headingRef.current?.focus();
  }, [selectionKey]);
  const willOpen = useCallback(() => {
    opening.current = true;
  }, []);
  return { headingRef, willOpen };
}
