// The community's articles (docs/decisions/018-community.md): the list, one article, delete.
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ArticleDetail, ArticleSummary } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { pageOfSelect } from '../db/paged';
import { articles, collections, communityReports, comments, praises, visibleArticle } from '../db/schema';
import { htmlToText, sanitizeCommunityHtml } from './sanitize-community';
import { excerpt } from '../lib/excerpt';
import {
  EXCERPT_LENGTH,
  BODY_HEAD,
  iso,
  memberOf,
  author,
  liveArticleComments,
  viewerHas,
  viewerReported,
  withheld,
  type PageQuery,
  type Refusal,
} from './community-columns';

const articleColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  bodyHead: sql<string>`left(${articles.body}, ${sql.raw(String(BODY_HEAD))})`,
  coverUrl: articles.coverUrl,
  authorId: articles.authorId,
  authorUuid: author.uuid,
  authorName: author.name,
  authorAvatar: author.avatarUrl,
  praiseCount: articles.praiseCount,
  commentCount: liveArticleComments,
  createdAt: articles.createdAt,
  hiddenAt: articles.hiddenAt,
};

function toArticleSummary(
  row: {
    id: number;
    title: string;
    summary: string;
    bodyHead: string;
    coverUrl: string | null;
    authorId: number | null;
    authorUuid: string | null;
    authorName: string | null;
    authorAvatar: string | null;
    praiseCount: number;
    commentCount: number;
    createdAt: Date;
    hiddenAt: Date | null;
  },
  viewerId: number | null,
): ArticleSummary {
  const secret = withheld(row, viewerId);
  return {
    id: row.id,
    title: row.title,
    url: paths.communityArticle(row.id),
    // An article written without a summary still gets one line under its title.
    summary: secret ? '' : row.summary || excerpt(htmlToText(row.bodyHead), EXCERPT_LENGTH),
    coverUrl: secret ? null : row.coverUrl,
    author: memberOf(row),
    praiseCount: row.praiseCount,
    commentCount: row.commentCount,
    createdAt: iso(row.createdAt),
    hidden: row.hiddenAt !== null,
  };
}

/** The community's articles: the list, one article, delete. */
export function createCommunityArticles(db: Db) {
  async function listArticles(query: PageQuery, viewerId: number | null): Promise<Page<ArticleSummary>> {
    const where = visibleArticle(viewerId);
    return pageOfSelect(
      db
        .select(articleColumns)
        .from(articles)
        .leftJoin(author, eq(author.id, articles.authorId))
        .where(where)
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .$dynamic(),
      db.select({ n: count() }).from(articles).where(where),
      query,
      (row) => toArticleSummary(row, viewerId),
    );
  }

  async function articleDetail(id: number, viewerId: number | null): Promise<ArticleDetail | null> {
    const [row] = await db
      .select({
        ...articleColumns,
        body: articles.body,
        images: articles.images,
        moduleId: articles.moduleId,
        editedAt: articles.editedAt,
        collected: viewerHas(viewerId, collections, 'article', articles.id),
        praised: viewerHas(viewerId, praises, 'article', articles.id),
        reported: viewerReported(viewerId, 'article', articles.id),
      })
      .from(articles)
      .leftJoin(author, eq(author.id, articles.authorId))
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
    if (!row) return null;
    const detail: ArticleDetail = {
      ...toArticleSummary(row, viewerId),
      // Sanitised when written, and on the way out all the same (the seed's articles were never through the editor).
      body: withheld(row, viewerId) ? '' : sanitizeCommunityHtml(row.body),
      images: withheld(row, viewerId) ? [] : row.images,
      moduleId: row.moduleId,
      editedAt: row.editedAt?.toISOString() ?? null,
      mine: viewerId !== null && row.authorId === viewerId,
    };
    if (viewerId === null) return detail;
    return { ...detail, collected: row.collected, praised: row.praised, reported: row.reported };
  }

  return {
    listArticles,
    articleDetail,
    deleteArticle: (userId: number, id: number, now?: Date) => deleteArticle(db, userId, id, now),
  };
}

/** Soft-deletes the member's own article: the user area and its comments' lists already leave deleted ones out. */
async function deleteArticle(db: Db, userId: number, id: number, now = new Date()): Promise<'deleted' | Refusal> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ authorId: articles.authorId })
      .from(articles)
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
      .for('update');
    if (!row) return 'missing';
    if (row.authorId !== userId) return 'notYours';
    await tx.update(articles).set({ deletedAt: now }).where(eq(articles.id, id));
    // The article's reports, and those of its comments (gone with it), leave the moderators' queue (decision 032).
    const ofItsComments = tx.select({ id: comments.id }).from(comments).where(eq(comments.articleId, id));
    await tx
      .update(communityReports)
      .set({ resolvedAt: now })
      .where(
        and(
          isNull(communityReports.resolvedAt),
          or(
            and(eq(communityReports.kind, 'article'), eq(communityReports.targetId, id)),
            and(eq(communityReports.kind, 'comment'), inArray(communityReports.targetId, ofItsComments)),
          ),
        ),
      );
    return 'deleted';
  });
}
