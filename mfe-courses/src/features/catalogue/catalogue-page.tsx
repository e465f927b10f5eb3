import { useDocumentMeta } from '@quantethic/shared';

export function CataloguePage() {
  useDocumentMeta({
    title: 'Courses',
    description:
      'Courses on Islamic finance, ethical finance and quantitative modelling, from first principles to working models.',
  });
  return (
    <div className="qe-container qe-page">
      <h1>Courses</h1>
      <p className="qe-section__intro">
        Structured courses on Islamic finance, ethical finance and quantitative modelling — from first
        principles to working models.
      </p>
    </div>
  );
}
