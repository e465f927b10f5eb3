import { useDocumentMeta } from '@quantethic/shared';

export function AboutPage() {
  useDocumentMeta({
    title: 'About',
    description: 'Who we are and why QuantEthic teaches ethical, quantitative finance.',
  });
  return (
    <div className="qe-container qe-page">
      <h1>About QuantEthic</h1>
      <p className="qe-section__intro">
        We make rigorous quantitative finance accessible, and we teach it with the ethical and Shari'ah
        principles that real-world finance needs.
      </p>
    </div>
  );
}
