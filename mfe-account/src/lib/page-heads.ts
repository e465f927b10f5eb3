import { type PageHead, useDocumentMeta } from '@quantethic/shared';
import { type AccountMessageKey, useAccountMessages } from './messages';

/**
 * The head of each account page (useDocumentMeta): its own title and description — keys of the
 * account catalogue, written in the page's locale — the route as its canonical path (never the
 * query: a redirect target or a reset code stays out of the canonical and og:url), and noindex —
 * sign-in pages and a learner's dashboard are nothing for a search engine to list (robots.txt
 * keeps crawlers off them too).
 */
export const ACCOUNT_HEADS = {
  login: { title: 'head.login.title', description: 'head.login.description', path: '/login' },
  signup: { title: 'head.signup.title', description: 'head.signup.description', path: '/signup' },
  dashboard: {
    title: 'head.dashboard.title',
    description: 'head.dashboard.description',
    path: '/dashboard',
  },
  forgotPassword: {
    title: 'head.forgotPassword.title',
    description: 'head.forgotPassword.description',
    path: '/forgot-password',
  },
  resetPassword: {
    title: 'head.resetPassword.title',
    description: 'head.resetPassword.description',
    path: '/reset-password',
  },
} as const satisfies Record<
  string,
  { title: AccountMessageKey; description: AccountMessageKey; path: string }
>;

export type AccountPage = keyof typeof ACCOUNT_HEADS;

/** The head of an account page, in the page's locale. */
export function useAccountHead(page: AccountPage) {
  const t = useAccountMessages();
  const { title, description, path } = ACCOUNT_HEADS[page];
  const head: PageHead = { title: t(title), description: t(description), path, noIndex: true };
  useDocumentMeta(head);
}
