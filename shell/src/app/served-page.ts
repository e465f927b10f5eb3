import { parseSiteConfig, SECTION_SNAPSHOT_ATTRIBUTE } from '@quantethic/shared';
import { WIDGET_SNAPSHOT_ATTRIBUTE } from '../features/home/widget-slot';
import { CONFIG_SEED_ID, type Site } from '../lib/site-context';

/**
 * What a page rendered at deploy time (scripts/deploy/pages.mjs) carries for the browser's first
 * render, read before React hydrates it: the section prerendered with the page, the home widgets'
 * snapshots, and the runtime config it was rendered with. The first render must match the served
 * HTML, so it starts from these.
 */
export function readServedPage(doc: Document): Pick<Site, 'snapshot' | 'widgetSnapshots' | 'initialConfig'> {
  const section = doc.querySelector(`[${SECTION_SNAPSHOT_ATTRIBUTE}]`);
  const widgetSnapshots: Record<string, string> = {};
  for (const element of doc.querySelectorAll(`[${WIDGET_SNAPSHOT_ATTRIBUTE}]`))
    widgetSnapshots[element.getAttribute(WIDGET_SNAPSHOT_ATTRIBUTE) ?? ''] = element.innerHTML;
  let initialConfig: Site['initialConfig'] = null;
  const seed = doc.getElementById(CONFIG_SEED_ID)?.textContent;
  try {
    initialConfig = seed ? parseSiteConfig(JSON.parse(seed)).value : null;
  } catch {
    // A malformed seed: the footer waits for /config.json, as on the build's fallback pages.
  }
  return {
    snapshot: section
      ? { path: section.getAttribute(SECTION_SNAPSHOT_ATTRIBUTE) ?? '', html: section.innerHTML }
      : null,
    widgetSnapshots,
    initialConfig,
  };
}
