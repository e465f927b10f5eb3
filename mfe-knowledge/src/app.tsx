import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';
import { ArticlePage } from './features/article/article-page';
import { HubPage } from './features/hub/hub-page';

export const contractVersion = CONTRACT_VERSION;

/** Exposed as `knowledge/app`: /knowledge and /knowledge/:slug. */
export default function KnowledgeApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Routes>
        <Route path="knowledge" element={<HubPage />} />
        <Route path="knowledge/:slug" element={<ArticlePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemotePropsProvider>
  );
}

/**
 * The texts of the page's language, loaded before the shell renders this module, or hydrates its
 * served markup (RemoteModule.ready): the remote's and those of the kit parts its pages show. The
 * rich body's own texts come with the body (lib/body/body-messages.ts).
 */
export { pageTextsReady as ready } from './lib/messages';
