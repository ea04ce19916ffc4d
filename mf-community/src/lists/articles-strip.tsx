// The newest articles, as a short strip of cards on the community home: cover, title (the link), author and date.
import { errorMessage } from 'shared/api';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import type { ArticleSummary } from '@yachts/contracts/community';
import { ErrorState, FallbackImage, LoadingStatus, useAsync } from 'shared/ui';
import { truncateWords } from './text';
import { listArticles } from '../api/list-articles';
import { CommunityBlock } from './community-block';
import { PostedTime } from './topic-row';

export const ARTICLES_SHOWN = 4;

function ArticleCard({ article }: { article: ArticleSummary }) {
  const titleId = `article-${article.id}-title`;
  const shownTitle = truncateWords(article.title, 90);
  return (
    <li className="article-card">
      <article aria-labelledby={titleId}>
        <div className="article-card-media">
          <FallbackImage src={article.coverUrl} alt="" width={320} height={180} />
        </div>
        <div className="article-card-body">
          <h3 id={titleId} className="article-card-title linked-title">
            <Link to={paths.communityArticle(article.id)} aria-label={shownTitle === article.title ? undefined : article.title}>
              {shownTitle}
            </Link>
          </h3>
          {article.summary ? <p className="article-card-summary">{truncateWords(article.summary, 110)}</p> : null}
          <p className="article-card-meta">
            <span>{article.author?.name ?? 'Former member'}</span>
            <span aria-hidden="true"> · </span>
            <PostedTime iso={article.createdAt} />
          </p>
        </div>
      </article>
    </li>
  );
}

export function ArticlesStrip() {
  const [state, reload] = useAsync((signal) => listArticles(1, ARTICLES_SHOWN, signal), 'newest-articles');
  return (
    <CommunityBlock titleId="newest-articles-title" title="Newest articles">
      {state.status === 'loading' ? (
        <LoadingStatus label="Loading articles" className="article-strip-loading">
          <div className="skeleton" style={{ height: 96 }} aria-hidden="true" />
        </LoadingStatus>
      ) : null}
      {state.status === 'error' ? (
        <ErrorState title="We couldn’t load the articles" message={errorMessage(state.error)} onRetry={reload} />
      ) : null}
      {state.status === 'ready' && state.data.items.length === 0 ? <p className="community-muted">No articles yet.</p> : null}
      {state.status === 'ready' && state.data.items.length > 0 ? (
        <ul className="article-strip" aria-label="Newest articles">
          {state.data.items.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      ) : null}
    </CommunityBlock>
  );
}
