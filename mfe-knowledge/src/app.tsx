import { lazyModule, withTexts } from '@quantethic/kit/lazy';
import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';

// Each page is a chunk of its own, with its own texts (its `messages/en.json`): the hub never
// downloads the article's code or texts, nor the article the hub's. A page prerendered at deploy
// time lists the chunks it rendered (its Arabic texts too) in its hints, so they are fetched with
// this module, not after it (kit/lazy, scripts/deploy/pages.mjs). In another locale than English,
// a page renders once its texts in that locale are there (withTexts).
const HubPage = lazyModule(() =>
  import('./features/hub/hub-page').then((m) => withTexts(m.HubPage, m.hubTexts)),
);
const ArticlePage = lazyModule(() =>
  import('./features/article/article-page').then((m) => withTexts(m.ArticlePage, m.articleTexts)),
);

export const contractVersion = CONTRACT_VERSION;

/** Exposed as `knowledge/app`: /knowledge and /knowledge/:slug. */
export default function KnowledgeApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      {/* No Suspense here: while a page's chunk (or its texts) loads, the host's boundary keeps
          what it shows (the prerendered page, or the previous page during a navigation). */}
      <Routes>
        <Route path="knowledge" element={<HubPage />} />
        <Route path="knowledge/:slug" element={<ArticlePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemotePropsProvider>
  );
}

/**
 * The texts the pages share, in the page's language: the shell starts them with this module,
 * before it renders it (each page's own texts, and kit's it shows, come with the page: withTexts).
 */
export { messagesReady as ready } from './lib/messages';
