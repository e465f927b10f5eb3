// Test helpers (never imported by app code): read a page's head tags from HTML — a prerendered
// snapshot's `head`, or `document.head.innerHTML` after a render in jsdom — as a crawler would.

const decodeEntities = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

function tags(html: string, name: 'meta' | 'link'): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        decodeEntities(value),
      ]),
    ),
  );
}

/** The text of the (single) title; fails on none or several. */
export function headTitle(html: string): string {
  const titles = [...html.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)];
  if (titles.length !== 1) throw new Error(`expected one <title>, found ${titles.length}`);
  return decodeEntities(titles[0]?.[1] ?? '');
}

/** The content of the meta tag with this name or property; fails when there are several. */
export function headMeta(html: string, name: string): string | null {
  const found = tags(html, 'meta').filter((meta) => meta.name === name || meta.property === name);
  if (found.length > 1) throw new Error(`expected at most one meta ${name}, found ${found.length}`);
  return found[0]?.content ?? null;
}

/** The hrefs of the link tags with this rel. */
export function headLinks(html: string, rel: string): string[] {
  return tags(html, 'link')
    .filter((link) => link.rel === rel)
    .map((link) => link.href ?? '');
}

/** Every JSON-LD block, parsed. */
export function headJsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown>,
  );
}
