// An article (/community/article/{id}): the cover, the title and its summary as the lead, who wrote it and when,
// the body as sanitised rich text followed by its images when it has more than its cover (a member's article with
// several pictures: the grid and viewer a topic has), what a member can do with it (praise, save, share, report, delete their own) and
// the comments. A hidden article shows a notice instead of its body (its author still sees it); a missing one a
// clear not-found page.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { COMMUNITY_MESSAGES, type ArticleDetail } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { Breadcrumbs, FallbackImage, usePageMeta } from 'shared/ui';
import { articleMeta } from '../post/post-meta';
import { deleteArticle } from '../api/delete-post';
import { getArticle } from '../api/get-article';
import { CommentsSection } from '../comments/comments-section';
import { AuthorLine } from '../post/author-line';
import { EditedMark } from '../post/post-history';
import { PostRoute } from '../post/post-route';
import { ImageGrid } from '../post/image-grid';
import { PostActions } from '../post/post-actions';
import { PostBody } from '../post/post-parts';
import { HiddenPostNotice, usePostStanding } from '../post/use-post-standing';
import '../post/post.css';
import './article.css';

export const ARTICLE_DELETED = 'Your article is deleted.';
export const DELETE_ARTICLE_QUESTION = {
  title: 'Delete this article?',
  message: 'The article and its comments are removed for everyone. This cannot be undone.',
  confirmLabel: 'Delete article',
};

export function ArticlePage() {
  return (
    <PostRoute<ArticleDetail>
      noun="article"
      missing={COMMUNITY_MESSAGES.articleMissing}
      load={getArticle}
      render={(article) => <ArticleView article={article} />}
    />
  );
}

const ArticleView = observer(function ArticleView({ article }: { article: ArticleDetail }) {
  usePageMeta(article.hidden ? { noindex: true } : articleMeta(article));
  const titleId = useId();
  const standing = usePostStanding(article);
  // The cover is already at the top: the grid is for an article with other pictures too (it shows them all, so the
  // viewer pages through every one).
  const moreImages = article.images.some((src) => src !== article.coverUrl);

  return (
    <div className="container post-page article-page">
      <Breadcrumbs className="post-breadcrumbs" trail={[{ label: 'Community', to: paths.community() }]} current={article.title} />
      <article className="post article" aria-labelledby={titleId}>
        {article.coverUrl ? (
          <FallbackImage className="article-cover" src={article.coverUrl} alt="" loading="eager" width={1200} height={630} />
        ) : null}
        <header className="post-head">
          <p className="post-chip post-chip-static">Article</p>
          <h1 id={titleId} className="post-title">
            {article.title}
          </h1>
          {article.summary ? <p className="article-lead">{article.summary}</p> : null}
          <div className="spread-row post-meta">
            <AuthorLine author={article.author} createdAt={article.createdAt} />
            <EditedMark kind="article" id={article.id} editedAt={article.editedAt} />
          </div>
        </header>
        {/* Hidden: the notice instead of the body; the api sends the body to the author only, who sees both. */}
        <HiddenPostNotice kind="article" id={article.id} standing={standing}>
          {COMMUNITY_MESSAGES.hiddenArticle}
        </HiddenPostNotice>
        {standing.showContent ? (
          <>
            <PostBody html={article.body} />
            {moreImages ? <ImageGrid images={article.images} title={article.title} /> : null}
          </>
        ) : null}
        <PostActions
          kind="article"
          id={article.id}
          praised={article.praised}
          praiseCount={article.praiseCount}
          collected={article.collected}
          {...standing.actions}
          path={paths.communityArticle(article.id)}
          editPath={paths.communityEditArticle(article.id)}
          deleteQuestion={DELETE_ARTICLE_QUESTION}
          remove={() => deleteArticle(article.id)}
          onDeleted={standing.leaveDeleted(ARTICLE_DELETED, paths.community())}
        ></PostActions>
      </article>
      <CommentsSection target={{ kind: 'article', id: article.id }} commentCount={article.commentCount} closed={standing.commentsClosed} />
    </div>
  );
});
