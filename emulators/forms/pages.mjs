// HTML for the local stand-ins of the external prefilled forms (enquiry, booking, course
// sign-up): a real form showing the prefilled values, which records the submission. Every page
// is in the language it is given (texts.mjs): `<html lang dir>` and the service's own texts.
import { DEFAULT_LANGUAGE, directionOf, textsOf } from './texts.mjs';

const escapeXml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}
label{display:block;font-weight:600;margin-top:1rem}input,select,textarea{width:100%;padding:.55rem;border:1px solid #6b7280;border-radius:.4rem;font:inherit;box-sizing:border-box}
button{margin-top:1.5rem;padding:.65rem 1.3rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;font-weight:600;font:inherit;cursor:pointer}
.note{background:#f3f6fb;border:1px solid #dbeafe;padding:.75rem 1rem;border-radius:.5rem;font-size:.95rem}.error{color:#b91c1c}
[dir=rtl] input[type=email],[dir=rtl] input[type=tel]{direction:ltr;text-align:right}`;

export function page(title, body, language = DEFAULT_LANGUAGE) {
  const dir = directionOf(language) === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html><html lang="${escapeXml(language)}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * A prefilled form: `fields` are [name, label, value, type?] rows; `errors` the problems to fix,
 * already written in `language`.
 */
export function formPage({
  title,
  intro,
  action,
  fields,
  hidden = {},
  errors = [],
  language = DEFAULT_LANGUAGE,
}) {
  const texts = textsOf(language);
  const rows = fields
    .map(
      ([name, label, value, type = 'text']) =>
        `<label for="${name}">${escapeXml(label)}</label>${
          type === 'textarea'
            ? `<textarea id="${name}" name="${name}" rows="4">${escapeXml(value)}</textarea>`
            : `<input id="${name}" name="${name}" type="${type}" value="${escapeXml(value)}" required>`
        }`,
    )
    .join('');
  const hiddenInputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeXml(name)}" value="${escapeXml(value)}">`)
    .join('');
  const errorList = errors.length
    ? `<div role="alert" class="error"><p>${escapeXml(texts.fixTheFollowing)}</p><ul>${errors.map((e) => `<li>${escapeXml(e)}</li>`).join('')}</ul></div>`
    : '';
  return page(
    title,
    `<h1>${escapeXml(title)}</h1><p class="note">${escapeXml(intro)} <em>${escapeXml(texts.note)}</em></p>${errorList}<form method="post" action="${escapeXml(action)}">${rows}${hiddenInputs}<button type="submit">${escapeXml(texts.submit)}</button></form>`,
    language,
  );
}

/** After a recorded submission: the thanks, and that the tab can go. */
export function thankYouPage(message, language = DEFAULT_LANGUAGE) {
  const texts = textsOf(language);
  return page(
    texts.thankYou,
    `<h1>${escapeXml(texts.thankYou)}</h1><p role="status">${escapeXml(message)}</p><p>${escapeXml(texts.closeTab)}</p>`,
    language,
  );
}

/** A submission that cannot be taken (not a prefilled form's): what is wrong, in a list. */
export function problemsPage(problems, language = DEFAULT_LANGUAGE) {
  const texts = textsOf(language);
  return page(
    texts.checkTheForm,
    `<h1>${escapeXml(texts.checkTheForm)}</h1><ul role="alert">${problems.map((problem) => `<li>${escapeXml(problem)}</li>`).join('')}</ul><p>${escapeXml(texts.goBack)}</p>`,
    language,
  );
}

/** No form at this address. */
export function notFoundPage(route, language = DEFAULT_LANGUAGE) {
  const texts = textsOf(language);
  return page(
    texts.notFound,
    `<h1>${escapeXml(texts.notFound)}</h1><p>${escapeXml(texts.noForm(route))}</p>`,
    language,
  );
}
