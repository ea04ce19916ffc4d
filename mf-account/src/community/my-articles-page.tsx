// /user/myArticle: the articles the user wrote, each with its edit page, and the way to write one (decision 033).
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { MyArticle } from '@yachts/contracts/account';
import { EmptyState, FallbackImage, formatDate, SiteLink, truncate, useListAddress, useMemberAsync } from 'shared/ui';
import { listMyArticles } from '../api/list-my-articles';
import { PagedList, plural } from '../user-area/paged-list';
import { UserPage } from '../user-area/user-page';

const PAGE_SIZE = 10;

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

const MyArticlesList = observer(function MyArticlesList() {
  const address = useListAddress();
  const { page } = address;
  const [state, reload] = useMemberAsync((signal) => listMyArticles({ page, pageSize: PAGE_SIZE }, signal), `my-articles:${page}`);
  return (
    <PagedList
      state={state}
      reload={reload}
      address={address}
      title="Your articles"
      count={(total) => plural(total, 'article', 'articles')}
      loadingLabel="Loading your articles"
      errorTitle="We couldn’t load your articles"
      loginWhat="your articles"
      skeletonMedia="picture"
      itemKey={(article) => article.id}
      renderItem={(article) => <ArticleRow article={article} />}
      empty={
        <EmptyState title="You haven’t written an article yet">
          <p>Share a delivery trip, a refit or what you learned buying your boat. Articles live in the community.</p>
          <SiteLink className="btn btn-primary" to={paths.communityNewArticle()}>
            Write an article
          </SiteLink>
        </EmptyState>
      }
    />
  );
});

export function MyArticlesPage() {
  return (
    <UserPage
      title="My articles"
      lead="Articles you wrote for the community."
      loginWhat="your articles"
      actions={
        <SiteLink className="btn btn-primary" to={paths.communityNewArticle()}>
          Write an article
        </SiteLink>
      }
    >
      <MyArticlesList />
    </UserPage>
  );
}
