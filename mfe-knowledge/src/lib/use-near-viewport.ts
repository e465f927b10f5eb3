import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come near the viewport (and from then on), so heavy embeds load
 * only when a reader gets to them. False in the first render everywhere — at deploy time too, so
 * the page hydrates the markup it was served with — then true at once without IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '300px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}
