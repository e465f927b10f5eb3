import { lazyModule } from '@quantethic/kit/lazy';

/** The rich body (portable text and the block renderers), downloaded when a post is shown. */
export const loadArticleBody = () => import('../body/article-body');

export const ArticleBody = lazyModule(loadArticleBody);
