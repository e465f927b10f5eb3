import { useDocumentMeta } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';

export function LoginPage() {
  useDocumentMeta({ title: 'Log In', noIndex: true });
  return (
    <div className="qe-container qe-page">
      <h1>Welcome Back</h1>
      <p>
        <Link to="/signup">Create an account</Link> · <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </div>
  );
}
