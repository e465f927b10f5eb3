import { useShellMessages } from '../messages';

/** What a section shows while its remote loads (the same for every section, so it can be prerendered). */
export function SectionLoading() {
  const t = useShellMessages();
  return (
    <div className="section-loading" role="status">
      <span className="qe-spinner" aria-hidden="true" />
      <span>{t('section.loading')}</span>
    </div>
  );
}
