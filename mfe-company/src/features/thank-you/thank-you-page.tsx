import { useDocumentMeta } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';

export function ThankYouPage() {
  useDocumentMeta({ title: 'Thank You', noIndex: true });
  return (
    <div className="qe-container qe-page qe-status">
      <h1>Thank You</h1>
      <p className="qe-muted">Your message has been received. We usually reply within two working days.</p>
      <Link to="/" className="qe-btn qe-btn--primary">
        Back to Home
      </Link>
    </div>
  );
}
