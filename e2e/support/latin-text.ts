import type { Page } from '@playwright/test';

/** Latin-script words an Arabic page may show: the site's name (names are not translated). */
export const ALLOWED_LATIN = ['QuantEthic'];

/**
 * The Latin-script texts an Arabic page shows inside `selector` — text nodes and the attributes a
 * screen reader reads (aria-label, title, placeholder, alt) — leaving out what is not UI text:
 * anything marked as another language (lang="en": an English document shown as a fallback, the
 * switch to English), names marked translate="no", code, formulas, and ALLOWED_LATIN.
 */
export async function latinTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, allowed }) => {
      const skip =
        '[lang]:not([lang|="ar"]), [translate="no"], code, pre, kbd, samp, math, script, style, svg, noscript';
      const allowedWords = new RegExp(`\\b(${allowed.join('|')})\\b`, 'g');
      const isLatin = (text: string) => /[A-Za-z]/.test(text.replace(allowedWords, ''));
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
    { selector, allowed: ALLOWED_LATIN },
  );
}
