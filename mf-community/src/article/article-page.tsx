// An article (/community/article/{id}): the cover, the title and its summary as the lead, who wrote it and when,
// the body as sanitised rich text followed by its images when it has more than its cover (a member's article with
// several pictures: the grid and viewer a topic has), what a member can do with it (praise, save, share, report, delete their own) and
// the comments. A hidden article shows a notice instead of its body (its author still sees it); a missing one a
// clear not-found page.
import { COMMUNITY_MESSAGES, type ArticleDetail } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { FallbackImage, usePageMeta } from 'shared/ui';
import { articleMeta } from '../post/post-meta';
import { deleteArticle } from '../api/delete-post';
import { getArticle } from '../api/get-article';
import { PostRoute } from '../post/post-route';
import { ImageGrid } from '../post/image-grid';
import { PostPage } from '../post/post-page';
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

function ArticleView({ article }: { article: ArticleDetail }) {
  usePageMeta(article.hidden ? { noindex: true } : articleMeta(article));
  // The cover is already at the top: the grid is for an article with other pictures too (it shows them all, so the
  // viewer pages through every one).
  const moreImages = article.images.some((src) => src !== article.coverUrl);

  return (
    <PostPage
      kind="article"
      post={article}
      pageClassName="article-page"
      postClassName="article"
      trail={[{ label: 'Community', to: paths.community() }]}
      cover={
        article.coverUrl ? (
          <FallbackImage className="article-cover" src={article.coverUrl} alt="" loading="eager" width={1200} height={630} />
        ) : null
      }
      chip={<p className="post-chip post-chip-static">Article</p>}
      lead={article.summary ? <p className="article-lead">{article.summary}</p> : null}
      hiddenText={COMMUNITY_MESSAGES.hiddenArticle}
      more={moreImages ? <ImageGrid images={article.images} title={article.title} /> : null}
      path={paths.communityArticle(article.id)}
      editPath={paths.communityEditArticle(article.id)}
      deleteQuestion={DELETE_ARTICLE_QUESTION}
      remove={() => deleteArticle(article.id)}
      deleted={{ message: ARTICLE_DELETED, to: paths.community() }}
    />
  );
}
