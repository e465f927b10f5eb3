// Each account page's head as a crawler or a link preview reads it (document.head after render):
// its own title and description, one canonical URL without the query, and noindex.
import {
  type AuthState,
  createBus,
  DEFAULT_SITE_CONFIG,
  type Locale,
  type RemoteProps,
  RemotePropsProvider,
} from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AccountApp from './app';
import { fakeAuth } from './testing/render-with-auth';

const SITE_URL = 'https://quantethic.example';

function renderApp(url: string, status: AuthState['status'], locale?: Locale) {
  window.history.replaceState(null, '', url);
  const props: RemoteProps = {
    contractVersion: '1.1.0',
    basePath: '/',
    bus: createBus(),
    auth: fakeAuth(status).port,
    config: { ...DEFAULT_SITE_CONFIG, siteUrl: SITE_URL },
    locale,
  };
  return render(
    <RemotePropsProvider value={props}>
      <BrowserRouter>
        <AccountApp {...props} />
      </BrowserRouter>
    </RemotePropsProvider>,
  );
}

const meta = (key: string) =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
const canonicals = () =>
  [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));

describe('account pages: head', () => {
  it.each([
    ['/login?redirect=%2Fdashboard', 'signed-out', 'Log In', 'Log in to your QuantEthic account.', '/login'],
    ['/signup?redirect=%2Fcourses', 'signed-out', 'Sign Up', 'Create your QuantEthic account.', '/signup'],
    ['/dashboard', 'signed-in', 'Dashboard', 'Your QuantEthic account and session.', '/dashboard'],
    [
      '/forgot-password',
      'signed-out',
      'Reset Password',
      'Get an email with a link to choose a new password for your QuantEthic account.',
      '/forgot-password',
    ],
    [
      '/reset-password?oobCode=secret-code&mode=resetPassword',
      'signed-out',
      'Choose a New Password',
      'Choose a new password for your QuantEthic account.',
      '/reset-password',
    ],
  ] as const)(
    '%s: own title and description, canonical %s without the query, noindex',
    async (url, status, title, description, path) => {
      renderApp(url, status);
      await waitFor(() => expect(document.title).toBe(`${title} | QuantEthic`));
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(meta('description')).toBe(description);
      expect(meta('robots')).toBe('noindex, nofollow');
      expect(canonicals()).toEqual([`${SITE_URL}${path}`]);
      expect(meta('og:url')).toBe(`${SITE_URL}${path}`);
      expect(meta('og:title')).toBe(title);
      expect(meta('og:description')).toBe(description);
      // The site's default social image, absolute, with its size.
      expect(meta('og:image')).toBe(`${SITE_URL}/social-image.png`);
      expect(meta('og:image:width')).toBe('1200');
      expect(meta('og:image:height')).toBe('630');
      expect(meta('twitter:card')).toBe('summary_large_image');
      // Nothing of the query (a reset code, a redirect target) reaches the head.
      expect(document.head.innerHTML).not.toMatch(/oobCode|secret-code|redirect=/);
      expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    },
  );
});

describe('account pages: head on an Arabic page', () => {
  it.each([
    [
      '/login?redirect=%2Fdashboard',
      'signed-out',
      'تسجيل الدخول',
      'سجّل الدخول إلى حسابك في QuantEthic.',
      '/login',
    ],
    ['/signup?redirect=%2Fcourses', 'signed-out', 'إنشاء حساب', 'أنشئ حسابك في QuantEthic.', '/signup'],
    ['/dashboard', 'signed-in', 'لوحة التحكم', 'حسابك وجلستك في QuantEthic.', '/dashboard'],
    [
      '/forgot-password',
      'signed-out',
      'إعادة تعيين كلمة المرور',
      'احصل على رسالة بريد إلكتروني فيها رابط لاختيار كلمة مرور جديدة لحسابك في QuantEthic.',
      '/forgot-password',
    ],
    [
      '/reset-password?oobCode=secret-code&mode=resetPassword',
      'signed-out',
      'اختيار كلمة مرور جديدة',
      'اختر كلمة مرور جديدة لحسابك في QuantEthic.',
      '/reset-password',
    ],
  ] as const)(
    '%s: title and description in Arabic, canonical in the Arabic edition',
    async (url, status, title, description, path) => {
      await act(async () => {
        renderApp(url, status, 'ar');
      });
      await waitFor(() => expect(document.title).toBe(`${title} | QuantEthic`));
      expect(meta('description')).toBe(description);
      expect(meta('og:title')).toBe(title);
      expect(meta('og:description')).toBe(description);
      expect(meta('twitter:title')).toBe(title);
      expect(meta('robots')).toBe('noindex, nofollow');
      expect(canonicals()).toEqual([`${SITE_URL}/ar${path}`]);
      // No English left in the head's texts (the site's name is a name).
      const texts = [document.title, meta('description'), meta('og:title'), meta('og:description')].join(' ');
      expect(texts.replaceAll('QuantEthic', '')).not.toMatch(/[A-Za-z]/);
    },
  );
});
