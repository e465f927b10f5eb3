import { mountPreview } from '@quantethic/shared/preview';
import KnowledgeApp from './app';
import LatestArticlesWidget from './widgets/latest-articles';

void mountPreview({
  remote: 'knowledge',
  app: KnowledgeApp,
  widgets: [{ title: 'Knowledge Hub', component: LatestArticlesWidget }],
  routes: [
    { to: '/knowledge', label: 'Knowledge Hub' },
    { to: '/knowledge/what-is-murabaha', label: 'An article' },
  ],
});
