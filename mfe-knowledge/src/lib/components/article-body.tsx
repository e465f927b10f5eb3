import { lazyModule } from '@quantethic/kit/lazy';
import { LoadFailureBoundary } from '@quantethic/kit/ui';
import type { ArticleBodyProps } from '../body/article-body';
import { useKnowledgeMessages } from '../messages';

/**
 * The rich body (portable text, the block renderers and their texts: lib/body/body-messages.ts),
 * downloaded when a post is shown.
 */
export const loadArticleBody = () => import('../body/article-body');

const LazyArticleBody = lazyModule(loadArticleBody);

/**
 * The body where a post is shown (the article page, the hub's preview). If its code cannot be
 * downloaded, the post says so in its place and keeps its title, summary and links.
 */
export function ArticleBody(props: ArticleBodyProps) {
  const t = useKnowledgeMessages();
  return (
    <LoadFailureBoundary
      failed={
        <p className="qe-alert qe-alert--error" role="alert">
          {t('article.bodyFailed')}
        </p>
      }
    >
      <LazyArticleBody {...props} />
    </LoadFailureBoundary>
  );
}
