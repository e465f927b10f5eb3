import { useDocumentMeta } from '@quantethic/shared';

export function HubPage() {
  useDocumentMeta({
    title: 'Knowledge Hub',
    description:
      'Articles, explainers and worked examples on Islamic finance, ethical investing and quantitative methods.',
  });
  return (
    <div className="qe-container qe-page">
      <h1>Knowledge Hub</h1>
      <p className="qe-section__intro">
        Articles, explainers and worked examples on Islamic finance, ethical investing and quantitative
        methods.
      </p>
    </div>
  );
}
