import { isValidEmail, useRemoteProps, withElement } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useId, useState } from 'react';
import { AuthCard, AuthForm, AuthLinks, AuthNotice, EmailField } from '../../lib/auth-form';
import { resetEmailErrorMessage } from '../../lib/auth-messages';
import { type AccountMessageKey, useAccountMessages } from '../../lib/messages';
import { useAccountHead } from '../../lib/page-heads';

/**
 * /forgot-password: sends the provider's reset email. The confirmation is the same whether or not
 * an account exists, so the page never reveals who has an account.
 */
export function ForgotPasswordPage() {
  useAccountHead('forgotPassword');
  const { auth } = useRemoteProps();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<AccountMessageKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const t = useAccountMessages();

  async function onSubmit() {
    const address = email.trim();
    if (!address) {
      setError('forgot.emailRequired');
      return;
    }
    if (!isValidEmail(address)) {
      setError('error.invalidEmail');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await auth.sendPasswordReset(address);
      setSentTo(address);
    } catch (failure) {
      setError(resetEmailErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('forgot.title')}>
      {sentTo ? (
        <AuthNotice tone="success">
          <p>
            {withElement(
              (email) => t('forgot.sent', { email }),
              <bdi>
                <strong>{sentTo}</strong>
              </bdi>,
            )}
          </p>
        </AuthNotice>
      ) : (
        <>
          <p className="qe-muted">{t('forgot.intro')}</p>
          <AuthForm
            onSubmit={onSubmit}
            error={error && t(error)}
            busy={submitting}
            submitLabel={t('forgot.submit')}
            busyLabel={t('forgot.submitting')}
          >
            <EmailField id={`${id}-email`} value={email} onChange={setEmail} disabled={submitting} />
          </AuthForm>
        </>
      )}
      <AuthLinks>
        <Link to="/login">{t('forgot.back')}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
