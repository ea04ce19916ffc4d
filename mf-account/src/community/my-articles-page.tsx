// /user/myArticle: the articles the user wrote, each with its edit page, and the way to write one (decision 033).
import { paths } from '@yachts/contracts/paths';
import type { MyArticle } from '@yachts/contracts/account';
import { FallbackImage, formatDate, SiteLink, truncate } from 'shared/ui';
import { listMyArticles } from '../api/list-my-articles';
import { plural } from '../user-area/paged-list';
import { OwnPostsPage, type PostKind } from './post-list';

function ArticleRow({ article }: { article: MyArticle }) {
  return (
    <div className="account-row article-row">
      {article.coverUrl ? <FallbackImage className="article-row-cover" src={article.coverUrl} alt="" width={144} height={96} /> : null}
      <div className="account-row-body">
        <h3 className="account-row-title">
          <SiteLink to={article.url}>{article.title}</SiteLink>
        </h3>
        {article.summary ? <p className="account-row-text">{truncate(article.summary, 200)}</p> : null}
        <p className="account-row-meta">
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
          <span>{plural(article.praiseCount, 'like', 'likes')}</span>
          <span>{plural(article.commentCount, 'comment', 'comments')}</span>
          <SiteLink to={paths.communityEditArticle(article.id)}>
            Edit<span className="visually-hidden"> “{article.title}”</span>
          </SiteLink>
        </p>
      </div>
    </div>
  );
}

const WRITE_ARTICLE = (
  <SiteLink className="btn btn-primary" to={paths.communityNewArticle()}>
    Write an article
  </SiteLink>
);

const ARTICLES: PostKind<MyArticle> = {
  one: 'article',
  many: 'articles',
  title: 'My articles',
  lead: 'Articles you wrote for the community.',
  renderItem: (article) => <ArticleRow article={article} />,
  empty: {
    title: 'You haven’t written an article yet',
    text: 'Share a delivery trip, a refit or what you learned buying your boat. Articles live in the community.',
    action: WRITE_ARTICLE,
  },
  skeletonMedia: 'picture',
};

export function MyArticlesPage() {
  return <OwnPostsPage kind={ARTICLES} load={listMyArticles} actions={WRITE_ARTICLE} />;
}
