import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { ForgotPasswordPage } from './features/forgot-password/forgot-password-page';
import { LoginPage } from './features/login/login-page';
import { ResetPasswordPage } from './features/reset-password/reset-password-page';
import { SignupPage } from './features/signup/signup-page';

export const contractVersion = CONTRACT_VERSION;

/** Exposed as `account/app`: /login, /signup, /dashboard, /forgot-password and /reset-password. */
export default function AccountApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemotePropsProvider>
  );
}

/** The texts of the page's language, loaded before the shell renders this module. */
export { messagesReady as ready } from './lib/messages';
