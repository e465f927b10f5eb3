// Every page and widget this remote prerenders at deploy time hydrates in the browser as it was
// served: the same elements, no mismatch React reports (docs/decisions/0010-hydrated-islands.md).
import { describeHydration } from '@quantethic/kit/testing/hydration';
import KnowledgeApp from './app';
import prerenderer from './prerender';
import LatestArticlesWidget from './widgets/latest-articles';

describeHydration({
  remote: 'knowledge',
  App: KnowledgeApp,
  prerenderer,
  widgets: { 'latest-articles': LatestArticlesWidget },
});
