/**
 * Opens an external form or page in a new tab, cut off from this page (no window.opener). When
 * a popup blocker refuses the tab, the visitor still gets there: in this tab.
 */
export function openInNewTab(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  window.location.assign(url);
}
