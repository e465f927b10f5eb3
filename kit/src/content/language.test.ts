// @vitest-environment node

import { startTestContentApi } from '@quantethic/emulators/testing';
import { describe, expect, it } from 'vitest';
import { setupContentApi } from '../testing/content-api';
import { getContentClient } from './client';
import {
  fallbackLanguage,
  IN_LANGUAGE,
  languageParams,
  SAME_DOCUMENT_AS_ID,
  TRANSLATION_METADATA,
  translationMetadataOf,
  translationOf,
} from './language';

// The real content API over the demo dataset, which has Arabic translations of some documents.
const api = setupContentApi();

type Row = { _id: string; language?: string; title?: string };
const posts = (language: string) =>
  api
    .client()
    .fetch<Row[]>(`*[_type == "knowledgePost" && ${IN_LANGUAGE}] | order(_id asc){_id, language, title}`, {
      language,
    });

describe('content in a language, with English as the fallback', () => {
  it('gives only the English documents in English', async () => {
    const rows = await posts('en');
    const english = api.documents('knowledgePost');
    expect(rows.map((row) => row._id)).toEqual(english.map((doc) => doc._id).sort());
    expect(rows.every((row) => row.language === 'en')).toBe(true);
  });

  it('gives each document once in Arabic: its translation, or the English document when it has none', async () => {
    const rows = await posts('ar');
    const english = api.documents('knowledgePost');
    const arabic = api.documents('knowledgePost', 'ar');
    expect(arabic.length).toBeGreaterThanOrEqual(5);
    expect(rows).toHaveLength(english.length);
    const translated = rows.filter((row) => row.language === 'ar');
    expect(translated.map((row) => row._id).sort()).toEqual(arabic.map((doc) => doc._id).sort());
    // Every untranslated one is its English document; no English document shows beside its translation.
    const slugOf = (id: string) => id.replace(/__i18n_ar$/, '');
    expect(new Set(rows.map((row) => slugOf(row._id))).size).toBe(rows.length);
    expect(translated.every((row) => /[\u0600-\u06FF]/.test(row.title ?? ''))).toBe(true);
  });

  it('keeps the English document while its translation is only a draft', async () => {
    // The metadata already lists the Arabic version (as the Studio plugin does once an editor
    // starts it), but only its draft exists: the published perspective cannot read it.
    const english = {
      _id: 'post-x',
      _type: 'knowledgePost',
      language: 'en',
      title: 'X',
      slug: { current: 'x' },
    };
    const draft = { ...english, _id: 'drafts.post-x__i18n_ar', language: 'ar', title: 'س' };
    const metadata = {
      _id: 'translation.metadata.post-x',
      _type: 'translation.metadata',
      translations: [
        { _key: 'en', value: { _type: 'reference', _ref: 'post-x', _weak: true } },
        { _key: 'ar', value: { _type: 'reference', _ref: 'post-x__i18n_ar', _weak: true } },
      ],
    };
    const api = await startTestContentApi({ documents: [english, draft, metadata] });
    try {
      const client = getContentClient(api.contentConfig);
      const query = `*[_type == "knowledgePost" && ${IN_LANGUAGE}]._id`;
      expect(await client.fetch(query, { language: 'ar' })).toEqual(['post-x']);
    } finally {
      await api.close();
    }
  });

  it('treats an unknown language as one without translations: English', async () => {
    const rows = await posts('fr');
    expect(rows.map((row) => row._id)).toEqual((await posts('en')).map((row) => row._id));
  });

  it('finds the version in the language of a document named by any of its ids', async () => {
    const query = `*[_type == "course" && ${SAME_DOCUMENT_AS_ID} && ${IN_LANGUAGE}]._id`;
    const ask = (id: string, language: string) => api.client().fetch<string[]>(query, { id, language });
    const id = 'course-takaful-fundamentals';
    expect(await ask(id, 'ar')).toEqual([`${id}__i18n_ar`]);
    expect(await ask(`${id}__i18n_ar`, 'en')).toEqual([id]);
    expect(await ask(id, 'en')).toEqual([id]);
    // An untranslated course is itself in both editions.
    const untranslated = api
      .documents('course')
      .find((doc) => !api.documents('course', 'ar').some((ar) => ar._id === `${doc._id}__i18n_ar`));
    expect(untranslated).toBeDefined();
    expect(await ask(untranslated?._id ?? '', 'ar')).toEqual([untranslated?._id]);
  });

  it('defaults the language parameter to English', () => {
    expect(languageParams(undefined)).toEqual({ language: 'en' });
    expect(languageParams('ar')).toEqual({ language: 'ar' });
  });
});

describe('the translation metadata of a document', () => {
  // Translations made in the Studio: random ids, metadata entries in any order; an untranslated
  // document has no metadata, and malformed metadata is no one's.
  const ref = (language: string, id: string) => ({
    _key: language,
    _type: 'internationalizedArrayReferenceValue',
    value: { _type: 'reference', _ref: id, _weak: true },
  });
  const documents = [
    { _id: 'member-a', _type: 'teamMember', language: 'en', name: 'A' },
    { _id: '5f1c0a2e-random', _type: 'teamMember', language: 'ar', name: 'أ' },
    { _id: 'member-b', _type: 'teamMember', name: 'B' },
    { _id: 'member-c', _type: 'teamMember', language: 'ar', name: 'ج' },
    {
      _id: 'metadata-a',
      _type: 'translation.metadata',
      translations: [ref('ar', '5f1c0a2e-random'), ref('en', 'member-a')],
    },
    { _id: 'metadata-c', _type: 'translation.metadata', translations: [ref('ar', 'member-c')] },
    { _id: 'metadata-broken', _type: 'translation.metadata', translations: null },
    { _id: 'metadata-empty', _type: 'translation.metadata' },
  ];
  const api = setupContentApi({ documents });
  const ask = <T>(query: string, params: Record<string, unknown> = {}) =>
    api.client().fetch<T>(query, params);

  it('TRANSLATION_METADATA picks the metadata documents', async () => {
    expect(await ask(`*[${TRANSLATION_METADATA}] | order(_id asc)._id`)).toEqual([
      'metadata-a',
      'metadata-broken',
      'metadata-c',
      'metadata-empty',
    ]);
  });

  it('translationMetadataOf finds the metadata that lists a document, by any of its versions', async () => {
    const query = `${translationMetadataOf('$id')}._id`;
    expect(await ask(query, { id: 'member-a' })).toEqual(['metadata-a']);
    expect(await ask(query, { id: '5f1c0a2e-random' })).toEqual(['metadata-a']);
    expect(await ask(query, { id: 'member-c' })).toEqual(['metadata-c']);
    expect(await ask(query, { id: 'member-b' })).toEqual([]);
    // Its translations are the versions.
    expect(
      await ask(`${translationMetadataOf('$id')}.translations[].value._ref`, { id: 'member-a' }),
    ).toEqual(['5f1c0a2e-random', 'member-a']);
  });

  it('translationOf gives the reference to the version in a language, or null', async () => {
    const english = `${translationOf('$id', '"en"')}._ref`;
    expect(await ask(english, { id: '5f1c0a2e-random' })).toBe('member-a');
    expect(await ask(english, { id: 'member-a' })).toBe('member-a');
    expect(await ask(english, { id: 'member-c' })).toBeNull();
    expect(await ask(english, { id: 'member-b' })).toBeNull();
    expect(await ask(`${translationOf('$id', '$language')}->name`, { id: 'member-a', language: 'ar' })).toBe(
      'أ',
    );
  });

  it('looks up the document being projected through ^._id', async () => {
    const query = `*[_type == "teamMember"] | order(_id asc){
      _id,
      "versions": ${translationMetadataOf('^._id')}[0].translations[].value._ref,
      "original": ${translationOf('^._id', '"en"')}._ref,
      "arabic": ${translationOf('^._id', '$language')}->name
    }`;
    expect(await ask(query, { language: 'ar' })).toEqual([
      {
        _id: '5f1c0a2e-random',
        versions: ['5f1c0a2e-random', 'member-a'],
        original: 'member-a',
        arabic: 'أ',
      },
      { _id: 'member-a', versions: ['5f1c0a2e-random', 'member-a'], original: 'member-a', arabic: 'أ' },
      { _id: 'member-b', versions: null, original: null, arabic: null },
      { _id: 'member-c', versions: ['member-c'], original: null, arabic: 'ج' },
    ]);
  });
});

describe('fallbackLanguage', () => {
  it('marks a document that is not in the page language with its language and direction', () => {
    expect(fallbackLanguage({ language: 'en' }, 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(fallbackLanguage({}, 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(fallbackLanguage({ language: 'ar' }, 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('adds nothing when the document is in the page language, or is not a document', () => {
    expect(fallbackLanguage({ language: 'ar' }, 'ar')).toEqual({});
    expect(fallbackLanguage({ language: 'en' }, 'en')).toEqual({});
    expect(fallbackLanguage(null, 'en')).toEqual({});
  });
});
