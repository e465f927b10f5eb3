import { useDocumentMeta } from '@quantethic/shared';

export function ContactPage() {
  useDocumentMeta({
    title: 'Contact',
    description: 'Subscribe to our newsletter, book a consultation or collaborate with us.',
  });
  return (
    <div className="qe-container qe-page">
      <h1>Stay Connected</h1>
      <p className="qe-section__intro">
        Subscribe to our newsletter, book a consultation or collaborate with us on research and teaching.
      </p>
    </div>
  );
}
