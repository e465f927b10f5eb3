import { useDocumentMeta } from '@quantethic/shared';

export function ConsultingPage() {
  useDocumentMeta({
    title: 'Consulting',
    description: "Shari'ah-aligned financial modelling, product structuring and risk consulting.",
  });
  return (
    <div className="qe-container qe-page">
      <h1>Consulting</h1>
      <p className="qe-section__intro">
        Shari'ah-aligned financial modelling, product structuring and risk consulting for institutions and
        founders.
      </p>
    </div>
  );
}
