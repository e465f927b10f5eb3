import type { SiteConfig } from './config';

/**
 * Deploy-time prerendering of a remote's public pages (docs/decisions/0004-prerendered-sections.md).
 * A remote that supports it ships `server/prerender.mjs` in its build, whose default export is a
 * SectionPrerenderer. The deploy tooling renders each of its paths and writes a page per path:
 * the shell's layout with the section's HTML in place of the loading state, and the content it
 * was rendered from as a JSON seed (so the remote's first render in the browser matches).
 */
export interface SectionPrerenderer {
  /** The contract version the remote was built against (checked like the remote's `./app`). */
  contractVersion: string;
  /** The public paths worth prerendering. */
  paths(config: SiteConfig): Promise<string[]>;
  /** The section at `path`, or null when it should not be prerendered (e.g. its content failed). */
  render(path: string, config: SiteConfig): Promise<SectionSnapshot | null>;
}

export interface SectionSnapshot {
  path: string;
  /** The section's markup, as the remote renders it at `path`. */
  html: string;
  /** The content results the markup was rendered from, by content key. */
  content: Record<string, unknown>;
}

/** The build path of a remote's prerender module, relative to its release folder. */
export const PRERENDER_MODULE_PATH = 'server/prerender.mjs';

/**
 * The element a prerendered page holds the section's HTML in, inside the shell's layout. The shell
 * shows it, unchanged, until the remote's own render replaces it.
 */
export const SECTION_SNAPSHOT_ATTRIBUTE = 'data-section-snapshot';
