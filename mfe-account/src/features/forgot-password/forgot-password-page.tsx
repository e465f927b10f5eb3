import { useDocumentMeta } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';

export function ForgotPasswordPage() {
  useDocumentMeta({ title: 'Reset Password', noIndex: true });
  return (
    <div className="qe-container qe-page">
      <h1>Reset Your Password</h1>
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </div>
  );
}
