// The conversation under a topic or an article: "Comments (n)", the comments oldest first with their replies,
// "Show more comments" for the next page, and the composer for members ("Log in to comment" for visitors). What
// the member does is announced in a polite live region. Reading needs no cookie consent (decision 018): the first
// page is loaded with the page (in the server render, so it is in the HTML and hydrates without a call), the rest
// through the public GETs; a call cancelled for consent is never shown as an error.
import { errorMessage, isSilentCancel } from 'shared/api';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Page } from '@yachts/contracts/envelope';
import type { CommunityComment } from '@yachts/contracts/community';
import { LoginRequiredButton } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { BusyButton, ErrorState, LoadingStatus, showToast, useAsync, type AsyncState } from 'shared/ui';
import { commentsKey, listComments, type CommentTarget } from '../api/comments';
import { handleCommonFailure } from '../post/call-errors';
import { LOGIN_REASONS } from '../reactions/reasons';
import { CommentComposer } from '../post/lazy-parts';
import { CommentItem, type ThreadActions } from './comment-item';
import { commentAdded, commentChanged, commentDeleted, initialThread, pageLoaded, repliesLoaded, type ThreadState } from './thread-state';
import './comments.css';

export const COMMENT_POSTED = 'Your comment is posted.';
export const REPLY_POSTED = 'Your reply is posted.';
export const COMMENT_DELETED = 'Your comment is deleted.';
export const COMMENTS_CLOSED = 'New comments are closed while this post is hidden after reports.';

export interface CommentsSectionProps {
  target: CommentTarget;
  commentCount: number;
  /** Why no new comments are taken (a post hidden after reports takes them from its author only). */
  closed?: string;
}

/** The thread as the first page of comments makes it (empty while that page is on its way). */
function threadOf(commentCount: number, first: AsyncState<Page<CommunityComment>>): ThreadState {
  const empty = initialThread(commentCount);
  return first.status === 'ready' ? pageLoaded(empty, first.data.items, 1, first.data.total) : empty;
}

export const CommentsSection = observer(function CommentsSection({ target, commentCount, closed }: CommentsSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [first, reloadFirst] = useAsync((signal) => listComments(target, 1, signal), commentsKey(target));
  const [thread, setThread] = useState<ThreadState>(() => threadOf(commentCount, first));
  // The first page the thread was built from: a new one (a retry, a login or a logout) starts the thread again.
  const [builtFrom, setBuiltFrom] = useState(first.status === 'ready' ? first.data : null);
  if (first.status === 'ready' && first.data !== builtFrom) {
    setBuiltFrom(first.data);
    setThread((state) => pageLoaded(state, first.data.items, 1, first.data.total));
  }
  const [loadingMore, setLoadingMore] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const loggedIn = sessionStore.isLoggedIn;

  // Logging in or out changes the reader's own state (praised, mine): the first page again.
  const readAs = useRef(loggedIn);
  useEffect(() => {
    if (readAs.current === loggedIn) return;
    readAs.current = loggedIn;
    reloadFirst();
  }, [loggedIn, reloadFirst]);

  const loadMore = () => {
    if (loadingMore) return;
    setLoadingMore(true);
    const next = thread.page + 1;
    listComments(target, next).then(
      (page) => {
        setLoadingMore(false);
        setThread((state) => pageLoaded(state, page.items, next, page.total));
      },
      (error: unknown) => {
        setLoadingMore(false);
        if (!handleCommonFailure(error)) showToast(errorMessage(error), { tone: 'error' });
      },
    );
  };

  const onPosted = useCallback((comment: CommunityComment) => {
    setThread((state) => commentAdded(state, comment));
    setAnnouncement(comment.parentId === null ? COMMENT_POSTED : REPLY_POSTED);
    // Bring the new comment into view once it is drawn (the composer is below the list).
    requestAnimationFrame(() => document.getElementById(`comment-${comment.id}`)?.scrollIntoView?.({ block: 'nearest' }));
  }, []);

  const actions: ThreadActions = {
    target,
    onPosted,
    onChanged: (id, change) => setThread((state) => commentChanged(state, id, change)),
    onDeleted: (comment) => {
      setThread((state) => commentDeleted(state, comment));
      setAnnouncement(COMMENT_DELETED);
      showToast(COMMENT_DELETED, { tone: 'success' });
      // The Delete button went with the comment: keyboard focus continues from the comments' heading.
      setTimeout(() => heading.current?.focus(), 0);
    },
    onRepliesLoaded: (rootId, replies, total) => setThread((state) => repliesLoaded(state, rootId, replies, total)),
  };

  const moreComments = Math.max(0, thread.total - thread.items.length);
  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className="comments-title" tabIndex={-1}>
        Comments ({thread.count.toLocaleString('en-GB')})
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {first.status === 'loading' ? <CommentsSkeleton /> : null}
      {first.status === 'error' && !isSilentCancel(first.error) ? (
        <ErrorState title="We couldn’t load the comments" message={errorMessage(first.error)} onRetry={reloadFirst} />
      ) : null}
      {first.status === 'ready' ? (
        <>
          {thread.items.length === 0 ? (
            <p className="comments-empty">No comments yet. Start the conversation.</p>
          ) : (
            <div className="comments-list">
              {thread.items.map((comment) => (
                <CommentItem key={comment.id} comment={comment} actions={actions} />
              ))}
            </div>
          )}
          {moreComments > 0 ? (
            <div className="comments-more">
              <BusyButton className="btn btn-secondary" onClick={loadMore} busy={loadingMore} busyLabel="Loading comments…">
                Show more comments
              </BusyButton>
              <p className="comments-more-count">
                Showing {thread.items.length} of {thread.total} comments
              </p>
            </div>
          ) : null}
        </>
      ) : null}
      <div className="surface-panel comments-compose">
        {closed ? (
          <p className="comments-closed">{closed}</p>
        ) : loggedIn ? (
          <CommentComposer
            target={target}
            label="Your comment"
            submitLabel="Post comment"
            formId={`comment${target.kind}${target.id}`}
            onPosted={onPosted}
          />
        ) : (
          <div className="spread-row comments-visitor">
            <p>Join the conversation: share what you know, ask, or answer a fellow sailor.</p>
            <LoginRequiredButton className="btn btn-primary" reason={LOGIN_REASONS.comment} onClick={() => undefined}>
              Log in to comment
            </LoginRequiredButton>
          </div>
        )}
      </div>
    </section>
  );
});

function CommentsSkeleton() {
  return (
    <LoadingStatus label="Loading the comments" className="comments-skeleton">
      <div aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="comments-skeleton-row">
            <div className="skeleton comments-skeleton-avatar" />
            <div className="comments-skeleton-lines">
              <div className="skeleton" style={{ height: 14, width: '30%' }} />
              <div className="skeleton" style={{ height: 14, width: '90%' }} />
              <div className="skeleton" style={{ height: 14, width: '60%' }} />
            </div>
          </div>
        ))}
      </div>
    </LoadingStatus>
  );
}
