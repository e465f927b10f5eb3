import { mountPreview } from '@quantethic/shared/preview';
import AccountApp from './app';

void mountPreview({
  remote: 'account',
  app: AccountApp,
  routes: [
    { to: '/login', label: 'Log in' },
    { to: '/signup', label: 'Sign up' },
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/forgot-password', label: 'Forgot password' },
  ],
});
