import { type RemoteName, useIsHydrated } from '@quantethic/shared';
import { useLocation, useNavigate } from '@quantethic/shared/router';
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSite } from '../../app/site-context';
import { RemoteSection } from '../remotes/remote-section';
import { equivalentElement, type FocusAddress, focusAddress } from './focus-address';

/** The attribute of the element holding a widget's deploy-time markup (its `remote/exposed`). */
export const WIDGET_SNAPSHOT_ATTRIBUTE = 'data-widget-snapshot';

/** How far ahead of the viewport a widget with a snapshot starts loading its live code. */
export const WIDGET_ROOT_MARGIN = '100px 0px';

interface Props {
  remote: RemoteName;
  exposed: string;
  title: string;
}

/**
 * A widget as rendered at deploy time (shell/src/prerender.tsx): its headings, content and links
 * work as they are — a keyboard user tabs through them, a click on a link navigates in the app —
 * while its form controls stay disabled until the live widget replaces it (typing into a copy
 * about to be replaced would be lost).
 */
function WidgetSnapshot({ name, html }: { name: string; html: string }) {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    },
    [navigate],
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: routes the clicks of the links inside (keyboard activation of a link is a click too).
    <div
      {...{ [WIDGET_SNAPSHOT_ATTRIBUTE]: name }}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, rendered at deploy time and read back from the DOM it was parsed into (main.tsx); nothing from a visitor.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Events that show the visitor is about to use a widget: its live code starts loading. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

/**
 * A home-page slot for a remote widget.
 *
 * - Served with a deploy-time snapshot (its markup and content, scripts/deploy/pages.mjs): the
 *   snapshot shows at once and stays until the live widget has rendered. The live code loads when
 *   the slot nears the viewport or the visitor reaches into it (focus, pointer) — not on every
 *   first load, which keeps `/` within its JavaScript budget. The live widget's first render
 *   starts from the content the snapshot was rendered with, and the focus moves to the same
 *   element in it when the visitor was on one. A widget whose code fails keeps its snapshot.
 * - Without one (client navigation to '/', a page rendered without the runtime config): the
 *   widget loads straight away, through its loading state to its content or its error state.
 */
export function WidgetSlot({ remote, exposed, title }: Props) {
  const site = useSite();
  const { pathname } = useLocation();
  const name = `${remote}/${exposed}`;
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useIsHydrated();
  // The snapshot belongs to the page as served: read once, for the first visit to '/'.
  const [snapshot] = useState(() => (pathname === '/' ? (site.widgetSnapshots?.[name] ?? null) : null));
  const [wanted, setWanted] = useState(snapshot === null);
  const focused = useRef<FocusAddress | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || wanted || !hydrated) return;
    const want = () => setWanted(true);
    for (const type of INTENT_EVENTS) element.addEventListener(type, want, { once: true, passive: true });
    // Focus already inside (tabbed in before the page was hydrated).
    if (element.contains(document.activeElement)) want();
    let observer: IntersectionObserver | null = null;
    if ('IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
        rootMargin: WIDGET_ROOT_MARGIN,
      });
      observer.observe(element);
    } else want();
    return () => {
      observer?.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, want);
    };
  }, [wanted, hydrated]);

  // Where the focus is inside the snapshot, so the live widget can take it over.
  useEffect(() => {
    const element = ref.current;
    if (!element || snapshot === null) return;
    const content = () => element.querySelector(`[${WIDGET_SNAPSHOT_ATTRIBUTE}]`);
    const track = () => {
      const root = content();
      const active = document.activeElement;
      if (root && active && root.contains(active)) focused.current = focusAddress(root, active);
    };
    // Chrome also reports a focused element's removal (the live widget replacing the snapshot) as
    // focusout: only a focus that left while the element is still in the page is forgotten.
    const left = (event: FocusEvent) => {
      const target = event.target as Node;
      setTimeout(() => {
        if (target.isConnected && !element.contains(document.activeElement)) focused.current = null;
      });
    };
    track();
    element.addEventListener('focusin', track);
    element.addEventListener('focusout', left);
    return () => {
      element.removeEventListener('focusin', track);
      element.removeEventListener('focusout', left);
    };
  }, [snapshot]);

  const onLive = useCallback(() => {
    if (site.widgetSnapshots) delete site.widgetSnapshots[name];
    const address = focused.current;
    focused.current = null;
    const element = ref.current;
    if (!address || !element) return;
    // The snapshot's nodes are gone; unless the visitor has moved on, focus the same element.
    const active = document.activeElement;
    if (active && active !== document.body && !element.contains(active)) return;
    const target = equivalentElement(element, address);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
    else {
      element.tabIndex = -1;
      element.focus({ preventScroll: true });
    }
  }, [site, name]);

  const snapshotView = useMemo(
    () => (snapshot === null ? undefined : <WidgetSnapshot name={name} html={snapshot} />),
    [snapshot, name],
  );

  return (
    <div ref={ref} className="widget-slot" data-widget={name}>
      <RemoteSection
        remote={remote}
        exposed={exposed}
        title={title}
        headingLevel={2}
        snapshot={snapshotView}
        load={wanted}
        onLive={snapshot === null ? undefined : onLive}
      />
    </div>
  );
}
