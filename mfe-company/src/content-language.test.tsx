// Content in the page's language: an Arabic page shows the Arabic version of each document, and
// marks a document not translated yet (its English version, shown instead) with lang="en" and
// dir="ltr", so it is pronounced as English and reads left to right. The pages are rendered as
// the deploy serves them, from the real content API over a dataset with untranslated documents.
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import { consultingMessages } from './features/consulting/consulting-messages';
import { teamMessages } from './features/team/team-messages';
import prerenderer from './prerender';
import {
  ABOUT,
  AUDIT,
  CONSULTING_TITLE,
  LAYLA,
  NOOR,
  SCREENING,
  TRANSLATED_CONTENT,
} from './testing/translated-content';

const api = setupContentApi({ documents: TRANSLATED_CONTENT });
const config = (): SiteConfig => ({
  ...DEFAULT_SITE_CONFIG,
  siteUrl: 'https://quantethic.example',
  content: api.config(),
});

/** A prerendered page, parsed as a browser would. */
async function page(path: string) {
  const snapshot = await prerenderer.render(path, config());
  if (!snapshot) throw new Error(`${path} was not rendered`);
  return new DOMParser().parseFromString(`<main>${snapshot.html}</main>`, 'text/html');
}

/** The element showing `text` exactly. */
function shown(doc: Document, text: string): Element {
  const found = [...doc.querySelectorAll('body *')].find(
    (element) =>
      element.textContent?.trim() === text &&
      ![...element.children].some((child) => child.textContent?.trim() === text),
  );
  if (!found) throw new Error(`"${text}" is not on the page`);
  return found;
}

/** The language an element's text is marked with inside the page (null: the page's own). */
const markedLanguage = (element: Element) => {
  const marked = element.closest('[lang]');
  return marked ? [marked.getAttribute('lang'), marked.getAttribute('dir')] : null;
};

describe("a team member's page in Arabic", () => {
  it('shows a translated member in Arabic, unmarked', async () => {
    const doc = await page(`/ar/team/${LAYLA.slug}`);
    const name = doc.querySelector('h1');
    expect(name?.textContent).toBe(LAYLA.ar);
    expect(markedLanguage(name as Element)).toBeNull();
    expect(doc.querySelector('[lang="en"]')).toBeNull();
  });

  it('marks an untranslated member, shown in English, as English read left to right', async () => {
    const doc = await page(`/ar/team/${NOOR.slug}`);
    const name = doc.querySelector('h1');
    expect(name?.textContent).toBe(NOOR.en);
    expect(markedLanguage(name as Element)).toEqual(['en', 'ltr']);
    expect(markedLanguage(shown(doc, 'Quant Analyst'))).toEqual(['en', 'ltr']);
    expect(markedLanguage(shown(doc, 'Noor builds risk models.'))).toEqual(['en', 'ltr']);
    // The page's own texts around it stay Arabic.
    expect(markedLanguage(shown(doc, teamMessages.t('ar', 'member.about')))).toBeNull();
  });

  it('marks nothing on an English page', async () => {
    for (const slug of [LAYLA.slug, NOOR.slug]) {
      const doc = await page(`/team/${slug}`);
      expect(doc.querySelector('[lang]')).toBeNull();
    }
  });
});

describe('the about page in Arabic', () => {
  it('is the Arabic page; of its team, only the member not translated yet is marked English', async () => {
    const doc = await page('/ar/about');
    expect(markedLanguage(shown(doc, ABOUT.ar))).toBeNull();
    expect(markedLanguage(shown(doc, LAYLA.ar))).toBeNull();
    expect(markedLanguage(shown(doc, NOOR.en))).toEqual(['en', 'ltr']);
    expect(markedLanguage(shown(doc, 'Noor builds risk models.'))).toEqual(['en', 'ltr']);
    expect(doc.body.textContent).not.toContain(LAYLA.en);
  });
});

describe('the consulting page in Arabic, not translated yet', () => {
  it('marks the English page and the untranslated service; a translated service is Arabic', async () => {
    const doc = await page('/ar/consulting');
    expect(markedLanguage(shown(doc, CONSULTING_TITLE))).toEqual(['en', 'ltr']);
    expect(markedLanguage(shown(doc, SCREENING.ar))).toBeNull();
    expect(markedLanguage(shown(doc, AUDIT.en))).toEqual(['en', 'ltr']);
    expect(markedLanguage(shown(doc, 'An audit of a product.'))).toEqual(['en', 'ltr']);
    // The page's own headings stay Arabic.
    expect(markedLanguage(shown(doc, consultingMessages.t('ar', 'consulting.exploreServices')))).toBeNull();
    expect(doc.body.textContent).not.toContain(SCREENING.en);
  });

  it('in English, nothing is marked', async () => {
    const doc = await page('/consulting');
    expect(shown(doc, CONSULTING_TITLE)).toBeDefined();
    expect(doc.querySelector('[lang]')).toBeNull();
  });
});
