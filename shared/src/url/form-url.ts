import { isHttpUrl } from '../contracts/config';

/**
 * Fills a prefilled-form URL template from the runtime config: each `{field}` becomes the
 * URL-encoded value (missing values become empty). Returns null when the template is not an
 * http(s) URL, so a misconfigured form never opens something else.
 *
 * Example: buildFormUrl('https://forms.example/enquiry?name={name}&type={type}', { name: 'Aisha', type: 'General Inquiry' })
 */
export function buildFormUrl(
  template: string | null | undefined,
  values: Record<string, string | null | undefined>,
): string | null {
  if (!template || !isHttpUrl(template.replace(/\{[a-zA-Z]+\}/g, 'x'))) return null;
  return template.replace(/\{([a-zA-Z]+)\}/g, (_, field: string) => encodeURIComponent(values[field] ?? ''));
}
