import { useDocumentMeta } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';

export function SignupPage() {
  useDocumentMeta({ title: 'Sign Up', noIndex: true });
  return (
    <div className="qe-container qe-page">
      <h1>Create Account</h1>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
