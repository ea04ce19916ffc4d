// A comment or reply a member wrote, with what it answers (used by My replies and a member's replies).
import type { MemberComment } from '@yachts/contracts/account';
import { formatDateTime, SiteLink, truncate } from 'shared/ui';
import { HiddenBadge } from './hidden-badge';

export function CommentRow({ comment }: { comment: MemberComment }) {
  const what = comment.target.kind === 'article' ? 'article' : 'topic';
  return (
    <div className="account-row comment-row">
      <div className="account-row-body">
        <h3 className="account-row-title comment-row-target">
          <span className="comment-row-verb">
            {comment.isReply ? 'Replied' : 'Commented'} on the {what}
          </span>{' '}
          <SiteLink to={comment.target.url}>{comment.target.title}</SiteLink>
        </h3>
        <blockquote className="comment-row-quote">
          <p>{truncate(comment.content, 280)}</p>
        </blockquote>
        <p className="account-row-meta">
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          <span>{comment.praiseCount === 1 ? '1 like' : `${comment.praiseCount} likes`}</span>
          {comment.hidden ? <HiddenBadge /> : null}
        </p>
      </div>
    </div>
  );
}
