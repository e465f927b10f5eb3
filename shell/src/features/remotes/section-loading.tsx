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
 * as it was until the remote renders the same section. It is static: links work as plain links.
 */
export function SectionSnapshot({ path, html }: { path: string; html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, read back from the DOM it was parsed into (main.tsx); nothing from a visitor or the network.
  return <div {...{ [SECTION_SNAPSHOT_ATTRIBUTE]: path }} dangerouslySetInnerHTML={{ __html: html }} />;
}
