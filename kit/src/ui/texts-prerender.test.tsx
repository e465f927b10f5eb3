// @vitest-environment node
// kit's and shared's own texts on a page rendered at deploy time. On an Arabic page a part that
// waits for them (a code block, a link's new-tab note, the visitor form's labels, a status view) is
// waited for, in Arabic, and the content the page asked for before is kept; an English page keeps
// its text and markup as they were.
import {
  DEFAULT_SITE_CONFIG,
  ErrorState,
  LoadingState,
  type RemoteProps,
  RemotePropsProvider,
  type SiteConfig,
} from '@quantethic/shared';
import { Route, Routes } from '@quantethic/shared/router';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from '../code/code-block';
import { useContent } from '../content/use-content';
import { defineSectionPrerender } from '../prerender';
import { RichTextLink } from '../rich-text';
import { VideoEmbed } from './video';
import { VisitorInfoForm } from './visitor-info-form';

const config: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  content: { ...DEFAULT_SITE_CONFIG.content, apiHost: 'http://localhost:1' },
};

function Lesson() {
  const state = useContent(async () => ({ status: 'ok' as const, data: 'x = 1' }), [], 'lesson');
  if (state.status !== 'ok') return <p>{state.status}</p>;
  return (
    <article>
      <CodeBlock code={state.data} language="python" />
      <RichTextLink href="https://aaoifi.com">AAOIFI</RichTextLink>
      <VideoEmbed url="https://example.com/x" title="x" />
      <VisitorInfoForm submitLabel="احفظ" onSubmit={() => {}} />
      <LoadingState />
      <ErrorState title="تعذّر التحميل" onRetry={() => {}} />
    </article>
  );
}

function App(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Routes>
        <Route path="lesson" element={<Lesson />} />
      </Routes>
    </RemotePropsProvider>
  );
}

describe("kit's and shared's texts on a page rendered at deploy time", () => {
  it('on an Arabic page: waited for, in Arabic, and the content the page asked for is kept', async () => {
    const prerenderer = defineSectionPrerender({ App, paths: async () => ['/lesson'] });
    const snapshot = await prerenderer.render('/ar/lesson', config);
    expect(snapshot?.content).toEqual({ lesson: { status: 'ok', data: 'x = 1' } });
    const html = snapshot?.html ?? '';
    for (const text of [
      'aria-label="نسخ python"',
      '>نسخ</button>',
      ' (يُفتح في علامة تبويب جديدة)',
      'رابط فيديو غير مدعوم: https://example.com/x',
      '>الاسم</label>',
      '>البريد الإلكتروني</label>',
      '>جارٍ التحميل…</p>',
      '>حاول مرة أخرى</button>',
    ])
      expect(html).toContain(text);
    expect(html).not.toMatch(/Copy|opens in a new tab|Unsupported|>Name<|Loading|Try Again/);
  });

  it('on an English page: the text and markup as they were', async () => {
    const prerenderer = defineSectionPrerender({ App, paths: async () => ['/lesson'] });
    const html = (await prerenderer.render('/lesson', config))?.html ?? '';
    for (const markup of [
      'aria-label="Copy python">Copy</button>',
      'AAOIFI<span class="qe-visually-hidden"> (opens in a new tab)</span></a>',
      'role="note">Unsupported video URL: https://example.com/x</p>',
      '-name">Name</label>',
      '-email">Email</label>',
      '-phone">Phone</label>',
      '<p>Loading...</p>',
      'qe-btn--primary">Try Again</button>',
    ])
      expect(html).toContain(markup);
  });
});
