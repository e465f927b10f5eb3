/** SPEC §5: a slug is lowercase letters and digits separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: unknown): boolean {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}

/**
 * Turns any text into a slug: draft prefix removed, accents folded, lowercased, whitespace to
 * hyphens, any other character removed, repeated hyphens collapsed, edge hyphens trimmed.
 * Returns '' when nothing usable is left.
 */
export function slugify(text: string): string {
  return text
    .replace(/^drafts\./, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface Sluggable {
  slug?: { current?: string | null } | string | null;
  name?: string | null;
  title?: string | null;
  heading?: string | null;
  _id?: string | null;
}

/**
 * The slug to use for a document: its own slug when valid, otherwise one generated from its
 * name, title, heading or id (in that order), otherwise 'unknown'.
 */
export function resolveSlug(doc: Sluggable | null | undefined): string {
  if (!doc) return 'unknown';
  const own = typeof doc.slug === 'string' ? doc.slug : doc.slug?.current;
  if (typeof own === 'string' && isValidSlug(own)) return own;
  for (const source of [doc.name, doc.title, doc.heading, doc._id]) {
    if (typeof source === 'string') {
      const generated = slugify(source);
      if (generated) return generated;
    }
  }
  return 'unknown';
}

/** Normalises a slug taken from a URL: a valid slug is kept, anything else is slugified. */
export function normalizeSlug(raw: string): string {
  if (isValidSlug(raw)) return raw;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: slugify what we have.
  }
  return slugify(decoded) || 'unknown';
}
