import { SECTION_SNAPSHOT_ATTRIBUTE } from '@quantethic/shared';

/** What a section shows while its remote loads (the same for every section, so it can be prerendered). */
export function SectionLoading() {
  return (
    <div className="section-loading" role="status">
      <span className="qe-spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}

/**
 * A prerendered section (deploy time, scripts/deploy/pages.mjs): the page's own markup, shown
 * as it was until the remote renders the same section. Inert (as in the page): a click or a
 * keystroke on the copy would be lost when the live section replaces it.
 */
export function SectionSnapshot({ path, html }: { path: string; html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, read back from the DOM it was parsed into (main.tsx); nothing from a visitor or the network.
  return <div {...{ [SECTION_SNAPSHOT_ATTRIBUTE]: path }} inert dangerouslySetInnerHTML={{ __html: html }} />;
}
