import type { Page } from '@playwright/test';

/** Latin-script words an Arabic page may show: the site's name (names are not translated). */
export const ALLOWED_LATIN = ['QuantEthic'];

/**
 * Latin-script terms Arabic text keeps as they are, on top of ALLOWED_LATIN: the names of the
 * networks a page links to and of the programming languages the courses teach.
 */
export const LATIN_TERMS = [
  'LinkedIn',
  'Twitter',
  'Facebook',
  'GitHub',
  'YouTube',
  'Vimeo',
  'Python',
  'JavaScript',
];

/**
 * The Latin-script texts an Arabic page shows inside `selector` — text nodes and the attributes a
 * screen reader reads (aria-label, title, placeholder, alt) — leaving out what is not UI text:
 * anything marked as another language (lang="en": an English document shown as a fallback, the
 * switch to English), names marked translate="no", code, formulas, and ALLOWED_LATIN.
 *
 * `mode: 'ui'` (the default) flags any Latin letter: for the site's chrome, which is all UI text.
 * `mode: 'page'` is for a whole page, whose content is written by editors: Arabic text that quotes
 * a Latin term ("معايير AAOIFI", "بلغة Python") is Arabic, and so are acronyms (PDF, ESG, US$),
 * email addresses, file names and web addresses on their own; what is flagged is a text with no
 * Arabic letter and a Latin word left — an English UI text, or English content not marked
 * `lang="en"` (a screen reader would read it with an Arabic voice).
 */
export async function latinTexts(
  page: Page,
  selector: string,
  mode: 'ui' | 'page' = 'ui',
): Promise<string[]> {
  return page.evaluate(
    ({ selector, allowed, terms, mode }) => {
      const skip =
        '[lang]:not([lang|="ar"]), [translate="no"], code, pre, kbd, samp, math, script, style, svg, noscript';
      const words = (list: string[]) => new RegExp(`\\b(${list.join('|')})\\b`, 'g');
      const allowedWords = words(allowed);
      const pageWords = words([...allowed, ...terms]);
      const notUiText = [
        /\S+@\S+\.\w+/g, // an email address
        /\bhttps?:\/\/\S+/g, // a web address
        /\b[\w.-]+\.(pdf|csv|xlsx?|docx?|zip|png|jpe?g|svg)\b/gi, // a file name
        /\b[A-Z][A-Z0-9&]*[A-Z0-9]\$?/g, // an acronym: PDF, ESG, IFRS, US$
      ];
      const isLatin = (text: string) => {
        if (mode === 'ui') return /[A-Za-z]/.test(text.replace(allowedWords, ''));
        if (/[\u0600-\u06FF]/.test(text)) return false;
        const rest = notUiText.reduce(
          (left, pattern) => left.replace(pattern, ''),
          text.replace(pageWords, ''),
        );
        return /[A-Za-z]/.test(rest);
      };
      const found = new Set<string>();
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || element.closest(skip)) continue;
          if (isLatin(node.textContent ?? '')) found.add((node.textContent ?? '').trim());
        }
        for (const element of [root, ...root.querySelectorAll('*')]) {
          if (element.closest(skip)) continue;
          for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
            const value = element.getAttribute(name);
            if (value && isLatin(value)) found.add(`${name}="${value}"`);
          }
        }
      }
      return [...found];
    },
    { selector, allowed: ALLOWED_LATIN, terms: LATIN_TERMS, mode },
  );
}
