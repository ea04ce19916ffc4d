// The frame the topic and the article pages share: the breadcrumbs, the post with its head (chip, title, lead, who
// wrote it and when), the hidden notice or the body and what follows it, the actions, and the comments.
import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { TopicDetail } from '@yachts/contracts/community';
import { Breadcrumbs, type Crumb } from 'shared/ui';
import { CommentsSection } from '../comments/comments-section';
import { AuthorLine } from './author-line';
import { EditedMark } from './post-history';
import { PostActions, type PostActionsProps } from './post-actions';
import { PostBody } from './post-parts';
import { HiddenPostNotice, usePostStanding } from './use-post-standing';

/** What both kinds of post have that the frame draws. */
type Post = Pick<
  TopicDetail,
  | 'id'
  | 'title'
  | 'author'
  | 'createdAt'
  | 'editedAt'
  | 'body'
  | 'praised'
  | 'praiseCount'
  | 'collected'
  | 'commentCount'
  | 'hidden'
  | 'reported'
  | 'mine'
>;

interface PostPageProps extends Pick<PostActionsProps, 'path' | 'editPath' | 'deleteQuestion' | 'remove'> {
  kind: 'topic' | 'article';
  post: Post;
  /** The page's own class beside `post-page`, and the article element's beside `post`. */
  pageClassName: string;
  postClassName?: string;
  trail: Crumb[];
  /** Above the head (an article's cover). */
  cover?: ReactNode;
  /** The chip above the title. */
  chip: ReactNode;
  /** Below the title (an article's summary). */
  lead?: ReactNode;
  /** After who wrote it and when (a topic's last activity). */
  activity?: ReactNode;
  /** The notice a hidden post shows instead of its body. */
  hiddenText: string;
  /** After the body (images, links). */
  more?: ReactNode;
  /** After the author deleted it: what the toast says and where the reader goes. */
  deleted: { message: string; to: string };
  /** Actions of this kind of post only (following a topic). */
  actions?: ReactNode;
}

/** An observer: where the post stands follows the session. */
export const PostPage = observer(function PostPage({
  kind,
  post,
  pageClassName,
  postClassName,
  trail,
  cover,
  chip,
  lead,
  activity,
  hiddenText,
  more,
  deleted,
  actions,
  ...links
}: PostPageProps) {
  const titleId = useId();
  const standing = usePostStanding(post);
  return (
    <div className={`container post-page ${pageClassName}`}>
      <Breadcrumbs className="post-breadcrumbs" trail={trail} current={post.title} />
      <article className={postClassName ? `surface-panel post ${postClassName}` : 'surface-panel post'} aria-labelledby={titleId}>
        {cover}
        <header className="post-head">
          {chip}
          <h1 id={titleId} className="post-title">
            {post.title}
          </h1>
          {lead}
          <div className="spread-row post-meta">
            <AuthorLine author={post.author} createdAt={post.createdAt} />
            <EditedMark kind={kind} id={post.id} editedAt={post.editedAt} />
            {activity}
          </div>
        </header>
        {/* Hidden: the notice instead of the body; the api sends the body to the author only, who sees both. */}
        <HiddenPostNotice kind={kind} id={post.id} standing={standing}>
          {hiddenText}
        </HiddenPostNotice>
        {standing.showContent ? (
          <>
            <PostBody html={post.body} />
            {more}
          </>
        ) : null}
        <PostActions
          kind={kind}
          id={post.id}
          praised={post.praised}
          praiseCount={post.praiseCount}
          collected={post.collected}
          {...standing.actions}
          {...links}
          onDeleted={standing.leaveDeleted(deleted.message, deleted.to)}
        >
          {actions}
        </PostActions>
      </article>
      <CommentsSection target={{ kind, id: post.id }} commentCount={post.commentCount} closed={standing.commentsClosed} />
    </div>
  );
});
