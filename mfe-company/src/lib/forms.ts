import { isHttpUrl, isValidEmail } from '@quantethic/shared';
import type { CompanyMessageKey } from './messages';

/** What a form submission to an external form service came to. */
export type SubmitResult = { ok: true } | { ok: false; error: string };

const TIMEOUT_MS = 15_000;

function problem(error: unknown): SubmitResult {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[company] form submission failed: ${message}`);
  return { ok: false, error: message };
}

/**
 * SPEC §7 newsletter: POST a JSON body {email} to the form-collection service. Any failure
 * (misconfigured URL, network, non-2xx answer) is a failed result, never an exception.
 */
export async function subscribeToNewsletter(url: string, email: string): Promise<SubmitResult> {
  if (!isHttpUrl(url)) return problem(new Error('The newsletter service is not configured.'));
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: email.trim() }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The newsletter service answered ${response.status}.`);
    return { ok: true };
  } catch (error) {
    return problem(error);
  }
}

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * SPEC §7 contact form: name, email, message and a redirect field (the site's /thank-you page),
 * sent as a form body. Asking for JSON lets the page stay in charge: on success it shows
 * /thank-you itself, on failure the visitor keeps what they typed.
 */
export async function sendContactMessage(
  url: string,
  fields: ContactMessage,
  redirect: string,
): Promise<SubmitResult> {
  if (!isHttpUrl(url)) return problem(new Error('The contact form service is not configured.'));
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        name: fields.name.trim(),
        email: fields.email.trim(),
        message: fields.message.trim(),
        redirect,
      }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The contact form service answered ${response.status}.`);
    // A service that answers JSON may still report a problem in the body.
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      const body: unknown = await response.json().catch(() => null);
      if (body && typeof body === 'object' && 'ok' in body && body.ok === false) {
        throw new Error('The contact form service refused the message.');
      }
    }
    return { ok: true };
  } catch (error) {
    return problem(error);
  }
}

/**
 * The absolute URL of a page of this site (config.siteUrl, or the current origin; rendered at
 * deploy time without a siteUrl, the path alone).
 */
export function siteUrlOf(siteUrl: string, path: string): string {
  if (!isHttpUrl(siteUrl) && typeof window === 'undefined') return path;
  const base = isHttpUrl(siteUrl) ? siteUrl : window.location.origin;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
}

/** Field problems of an email (SPEC §5: required, email format), as the message to show. */
export function emailProblem(email: string): CompanyMessageKey | null {
  if (!email.trim()) return 'form.emailRequired';
  if (!isValidEmail(email)) return 'form.emailInvalid';
  return null;
}
