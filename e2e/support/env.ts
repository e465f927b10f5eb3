import { PROFILES } from '../../scripts/lib/ports.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/system.mjs';
export const TEST_PORTS = PROFILES.test;

/** Every route of SPEC §2 (plus the forgot-password page), with the heading it must show. */
export const ROUTES = [
  { path: '/', heading: 'Simplified Quantitative Finance and Ethical Modelling' },
  { path: '/courses', heading: 'Courses' },
  { path: '/courses/islamic-finance-foundations', heading: 'Welcome Back' },
  { path: '/courses/islamic-finance-foundations/learn', heading: 'Welcome Back' },
  { path: '/knowledge', heading: 'Knowledge Hub' },
  { path: '/knowledge/what-is-murabaha', heading: 'What Is Murabaha?' },
  { path: '/about', heading: 'About QuantEthic' },
  { path: '/team/amina-hassan', heading: 'Dr. Amina Hassan' },
  { path: '/consulting', heading: "Consulting for Shari'ah-compliant and ethical finance" },
  { path: '/contact', heading: 'Stay Connected' },
  { path: '/thank-you', heading: 'Thank You' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/signup', heading: 'Create Account' },
  // Signed-out visitors are sent to log in (the signed-in dashboard is checked in account.spec.ts).
  { path: '/dashboard', heading: 'Welcome Back' },
  { path: '/forgot-password', heading: 'Reset Your Password' },
  { path: '/reset-password', heading: 'Choose a New Password' },
  { path: '/no-such-page', heading: 'Page Not Found' },
] as const;

export const THEMES = ['default', 'islamic', 'modern', 'dark'] as const;
export const THEME_STORAGE_KEY = 'quantethic-theme';

export { DEMO_ACCOUNT } from '../../emulators/auth/emulator.mjs';
