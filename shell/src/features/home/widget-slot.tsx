import { type RemoteName, useIsHydrated } from '@quantethic/shared';
import { useLocation, useNavigate } from '@quantethic/shared/router';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { RemoteSection, type ServedIsland } from '../../lib/remotes/remote-section';
import { useSite } from '../../lib/site-context';

/** The attribute of the element holding a widget's deploy-time markup (its `remote/exposed`). */
export const WIDGET_SNAPSHOT_ATTRIBUTE = 'data-widget-snapshot';

/** How far ahead of the viewport a widget with a snapshot starts loading its live code. */
export const WIDGET_ROOT_MARGIN = '100px 0px';

interface Props {
  remote: RemoteName;
  exposed: string;
  title: string;
}

/** Events that show the visitor is about to use a widget: its live code starts loading. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

/**
 * A home-page slot for a remote widget.
 *
 * - Served with a deploy-time snapshot (its markup and content, scripts/deploy/pages.mjs): the
 *   markup shows at once and its live code hydrates it in place (the same elements: the focus and
 *   anything typed stay). The code loads when the slot nears the viewport or the visitor reaches
 *   into it (focus, pointer) — not on every first load, which keeps `/` within its JavaScript
 *   budget. Until then its links work (in the app, without a page load) and a click on a control
 *   waits for the code and then happens (the early-input capture). A widget whose code fails
 *   keeps its markup.
 * - Without one (client navigation to '/', a page rendered without the runtime config): the
 *   widget loads straight away, through its loading state to its content or its error state.
 */
export function WidgetSlot({ remote, exposed, title }: Props) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = `${remote}/${exposed}`;
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useIsHydrated();
  // The snapshot belongs to the page as served: read once, for the first visit to '/'.
  const [served] = useState<ServedIsland | null>(() => {
    const html = pathname === '/' ? site.widgetSnapshots?.[name] : undefined;
    return typeof html === 'string' ? { html, attributes: { [WIDGET_SNAPSHOT_ATTRIBUTE]: name } } : null;
  });
  const [wanted, setWanted] = useState(served === null);

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

  const onRendered = useCallback(() => {
    if (site.widgetSnapshots) delete site.widgetSnapshots[name];
  }, [site, name]);

  // A link in markup that is not live yet navigates in the app (a live widget's links do that
  // themselves, and say so by preventing the default).
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as Element;
      const link = target.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      if (!link.closest(`[${WIDGET_SNAPSHOT_ATTRIBUTE}]`)) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    },
    [navigate],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: routes the clicks of the links inside (keyboard activation of a link is a click too).
    <div ref={ref} className="widget-slot" data-widget={name} onClick={onClick}>
      <RemoteSection
        remote={remote}
        exposed={exposed}
        title={title}
        headingLevel={2}
        served={served}
        load={wanted}
        onRendered={served === null ? undefined : onRendered}
      />
    </div>
  );
}
