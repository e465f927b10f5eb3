import type { PageHead } from '@quantethic/shared';

/**
 * The head of each account page (useDocumentMeta): its own title and description, the route as
 * its canonical path (never the query: a redirect target or a reset code stays out of the
 * canonical and og:url), and noindex — sign-in pages and a learner's dashboard are nothing for a
 * search engine to list (robots.txt keeps crawlers off them too).
 */
export const ACCOUNT_HEADS = {
  login: {
    title: 'Log In',
    description: 'Log in to your QuantEthic account.',
    path: '/login',
    noIndex: true,
  },
  signup: {
    title: 'Sign Up',
    description: 'Create your QuantEthic account.',
    path: '/signup',
    noIndex: true,
  },
  dashboard: {
    title: 'Dashboard',
    description: 'Your QuantEthic account and session.',
    path: '/dashboard',
    noIndex: true,
  },
  forgotPassword: {
    title: 'Reset Password',
    description: 'Get an email with a link to choose a new password for your QuantEthic account.',
    path: '/forgot-password',
    noIndex: true,
  },
  resetPassword: {
    title: 'Choose a New Password',
    description: 'Choose a new password for your QuantEthic account.',
    path: '/reset-password',
    noIndex: true,
  },
} as const satisfies Record<string, PageHead>;
