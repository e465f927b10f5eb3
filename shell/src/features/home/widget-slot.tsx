import type { RemoteName } from '@quantethic/shared';
import { useEffect, useRef, useState } from 'react';
import { RemoteSection } from '../remotes/remote-section';

interface Props {
  remote: RemoteName;
  exposed: string;
  title: string;
}

/**
 * A home-page slot for a remote widget. The widget's code is fetched when the slot comes near
 * the viewport, so the first load only pays for what the visitor can see; until then the slot
 * keeps its space so nothing shifts.
 */
export function WidgetSlot({ remote, exposed, title }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
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
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div
      ref={ref}
      className={near ? 'widget-slot' : 'widget-slot widget-slot--pending'}
      data-widget={`${remote}/${exposed}`}
    >
      {near ? <RemoteSection remote={remote} exposed={exposed} title={title} headingLevel={2} /> : null}
    </div>
  );
}
