// What a topic's or an article's page tells search engines and link previews (architecture §7): its summary, its
// one address, its first picture, and schema.org data (DiscussionForumPosting for a topic, Article for an article).
import type { ArticleDetail, TopicDetail } from '@yachts/contracts/community';
import { SITE_NAME } from '@yachts/contracts/site';
import type { PageHead } from 'shared/ssr';
import { absoluteUrl } from 'shared/ssr';

function author(post: TopicDetail | ArticleDetail) {
  return post.author
    ? { '@type': 'Person', name: post.author.name, url: absoluteUrl(`/account/information/${encodeURIComponent(post.author.uuid)}`) }
    : { '@type': 'Organization', name: SITE_NAME };
}

export function topicMeta(topic: TopicDetail): Omit<PageHead, 'title'> {
  const image = topic.images[0] ?? topic.imageUrl ?? undefined;
  return {
    description: topic.excerpt || undefined,
    canonicalPath: topic.url,
    image,
    type: 'article',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline: topic.title,
        text: topic.excerpt,
        url: absoluteUrl(topic.url),
        datePublished: topic.createdAt,
        dateModified: topic.lastActivityAt,
        author: author(topic),
        ...(image ? { image: absoluteUrl(image) } : {}),
        articleSection: topic.module.name,
        interactionStatistic: [
          { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: topic.commentCount },
          { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: topic.praiseCount },
        ],
      },
    ],
  };
}

export function articleMeta(article: ArticleDetail): Omit<PageHead, 'title'> {
  return {
    description: article.summary || undefined,
    canonicalPath: article.url,
    image: article.coverUrl ?? undefined,
    type: 'article',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.summary,
        url: absoluteUrl(article.url),
        datePublished: article.createdAt,
        author: author(article),
        ...(article.coverUrl ? { image: absoluteUrl(article.coverUrl) } : {}),
        publisher: { '@type': 'Organization', name: SITE_NAME },
      },
    ],
  };
}
