// One comment or reply: who wrote it and when, what it answers, its text (as text: never HTML, so a stored
// `<script>` shows as characters), and what the member can do with it. A top-level comment carries its replies
// and loads the rest of them on request.
import { errorMessage } from 'shared/api';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { COMMUNITY_MESSAGES, type CommunityComment } from '@yachts/contracts/community';
import { requireLogin } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { Avatar, BusyButton, showToast } from 'shared/ui';
import { deleteComment, editComment, listReplies, type CommentTarget } from '../api/comments';
import { MemberName, PostTime } from '../post/author-line';
import { handleCommonFailure } from '../post/call-errors';
import { DeleteButton } from '../post/delete-button';
import { EditedMark } from '../post/post-history';
import { PraiseButton } from '../reactions/praise-button';
import { LOGIN_REASONS } from '../reactions/reasons';
import { ReportButton } from '../report/report-button';
import { CommentComposer } from '../post/lazy-parts';

export const DELETE_COMMENT_QUESTION = {
  title: 'Delete this comment?',
  message: 'Your comment will be removed for everyone. Replies to it stay. This cannot be undone.',
  confirmLabel: 'Delete comment',
};

export const moreRepliesText = (n: number) => `Show ${n} more ${n === 1 ? 'reply' : 'replies'}`;

export interface ThreadActions {
  target: CommentTarget;
  onPosted: (comment: CommunityComment) => void;
  onChanged: (id: number, change: (comment: CommunityComment) => CommunityComment) => void;
  onDeleted: (comment: CommunityComment) => void;
  onRepliesLoaded: (rootId: number, replies: CommunityComment[], total: number) => void;
}

/** What opens below a comment from one of its buttons (the reply composer, the editor): open or shut, and its button. */
interface OpenedBelow {
  open: boolean;
  toggle: () => void;
  /** Shuts it and puts focus back on its button. */
  close: () => void;
  button: RefObject<HTMLButtonElement | null>;
}

function useOpenedBelow(): OpenedBelow {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return {
    open,
    toggle: () => setOpen((shown) => !shown),
    close: () => {
      setOpen(false);
      queueMicrotask(() => button.current?.focus());
    },
    button,
  };
}

export const CommentItem = observer(function CommentItem({ comment, actions }: { comment: CommunityComment; actions: ThreadActions }) {
  const isReply = comment.parentId !== null;
  const name = comment.author.name;
  const reply = useOpenedBelow();
  const edit = useOpenedBelow();
  const mine = comment.mine && sessionStore.isLoggedIn;
  const gone = comment.deleted || comment.hidden;

  return (
    <article
      className={`comment${isReply ? ' comment-reply' : ''}${gone ? ' comment-gone' : ''}`}
      id={`comment-${comment.id}`}
      aria-label={`${isReply ? 'Reply' : 'Comment'} by ${name}`}
    >
      <div className="comment-main">
        <Avatar className="comment-avatar" src={comment.author.avatarUrl} alt="" size={isReply ? 32 : 40} />
        <div className="comment-content">
          <header className="comment-head">
            <MemberName member={comment.author} />
            {comment.replyTo ? (
              <span className="comment-replying">
                replying to <MemberName member={comment.replyTo} />
              </span>
            ) : null}
            <PostTime iso={comment.createdAt} />
            <EditedMark kind="comment" id={comment.id} editedAt={comment.editedAt} />
          </header>
          {edit.open ? (
            <CommentEditor comment={comment} actions={actions} onDone={edit.close} />
          ) : (
            <CommentBody comment={comment} mine={mine} />
          )}
          {comment.deleted ? null : <CommentActions comment={comment} actions={actions} mine={mine} reply={reply} edit={edit} />}
          {reply.open && sessionStore.isLoggedIn ? (
            <CommentComposer
              target={actions.target}
              replyTo={comment.id}
              label={`Reply to ${name}`}
              submitLabel="Post reply"
              formId={`reply${comment.id}`}
              autoFocus
              onCancel={reply.close}
              onPosted={(posted) => {
                actions.onPosted(posted);
                reply.close();
              }}
            />
          ) : null}
        </div>
      </div>
      {isReply ? null : <Replies root={comment} actions={actions} />}
    </article>
  );
});

/** The member's own comment in an editor, saved in place. */
function CommentEditor({ comment, actions, onDone }: { comment: CommunityComment; actions: ThreadActions; onDone: () => void }) {
  return (
    <CommentComposer
      target={actions.target}
      label={`Edit your ${comment.parentId !== null ? 'reply' : 'comment'}`}
      submitLabel="Save changes"
      formId={`edit${comment.id}`}
      initialContent={comment.content}
      autoFocus
      send={(content) => editComment(comment.id, content)}
      onCancel={onDone}
      onPosted={(saved) => {
        actions.onChanged(comment.id, (c) => ({ ...c, content: saved.content, editedAt: saved.editedAt }));
        onDone();
        showToast(COMMUNITY_MESSAGES.edited, { tone: 'success' });
      }}
    />
  );
}

/** What a member can do with a comment that is not deleted: praise, reply, report, and on their own edit and delete. */
function CommentActions({
  comment,
  actions,
  mine,
  reply,
  edit,
}: {
  comment: CommunityComment;
  actions: ThreadActions;
  mine: boolean;
  reply: OpenedBelow;
  edit: OpenedBelow;
}) {
  const isReply = comment.parentId !== null;
  const name = comment.author.name;
  return (
    <div className="comment-actions" role="group" aria-label={`Actions for the ${isReply ? 'reply' : 'comment'} by ${name}`}>
      {comment.hidden ? null : (
        <>
          <PraiseButton
            target="comment"
            id={comment.id}
            label={`Praise comment by ${name}`}
            praised={comment.praised}
            count={comment.praiseCount}
            mine={mine}
            compact
          />
          <CompactAction
            opens={reply}
            label={`Reply to ${name}`}
            loginRequired
            onClick={() => requireLogin(reply.toggle, LOGIN_REASONS.comment)}
            text="Reply"
            icon={<path d="M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z" fill="currentColor" />}
          />
          {mine ? null : (
            <ReportButton
              kind="comment"
              id={comment.id}
              label={`Report comment by ${name}`}
              reported={Boolean(comment.reported)}
              onReported={(result) => actions.onChanged(comment.id, (c) => ({ ...c, reported: true, hidden: c.hidden || result.hidden }))}
              compact
            />
          )}
        </>
      )}
      {mine && !comment.hidden ? (
        <CompactAction
          opens={edit}
          label={`Edit your ${isReply ? 'reply' : 'comment'}`}
          onClick={edit.toggle}
          text="Edit"
          icon={<path d="M4 20h4L19 9l-4-4L4 16zm11-15 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />}
        />
      ) : null}
      {mine ? (
        <DeleteButton
          label="Delete your comment"
          question={DELETE_COMMENT_QUESTION}
          remove={() => deleteComment(actions.target.kind, comment.id)}
          onDeleted={() => actions.onDeleted(comment)}
          compact
        />
      ) : null}
    </div>
  );
}

/** A compact text-and-icon action that opens something below the comment (a reply or an edit). */
function CompactAction({
  opens: { open, button },
  label,
  loginRequired = false,
  onClick,
  text,
  icon,
}: {
  /** What the button opens: its state is the button's aria-expanded, and focus comes back to the button. */
  opens: OpenedBelow;
  label: string;
  loginRequired?: boolean;
  onClick: () => void;
  text: string;
  icon: ReactNode;
}) {
  return (
    <button
      ref={button}
      type="button"
      className="post-action post-action-compact"
      aria-label={label}
      aria-expanded={open}
      data-login-required={loginRequired ? '' : undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {icon}
      </svg>
      <span className="post-action-label">{text}</span>
    </button>
  );
}

function CommentBody({ comment, mine }: { comment: CommunityComment; mine: boolean }) {
  if (comment.deleted) return <p className="comment-placeholder">{COMMUNITY_MESSAGES.deletedComment}</p>;
  if (comment.hidden) {
    return (
      <>
        <p className="comment-placeholder">{COMMUNITY_MESSAGES.hiddenComment}</p>
        {/* The author still sees what they wrote (the api sends it to them only). */}
        {mine && comment.content ? <p className="comment-text">{comment.content}</p> : null}
      </>
    );
  }
  return <p className="comment-text">{comment.content}</p>;
}

function Replies({ root, actions }: { root: CommunityComment; actions: ThreadActions }) {
  // Pages of the thread's replies (a public GET) loaded so far: the comment came with its first few replies, not a page.
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const more = Math.max(0, root.replyCount - root.replies.length);
  if (root.replies.length === 0 && more === 0) return null;

  const loadMore = () => {
    if (loading) return;
    setLoading(true);
    const next = page + 1;
    listReplies(root.id, next).then(
      (result) => {
        setLoading(false);
        setPage(next);
        actions.onRepliesLoaded(root.id, result.items, result.total);
      },
      (error: unknown) => {
        setLoading(false);
        if (!handleCommonFailure(error)) showToast(errorMessage(error), { tone: 'error' });
      },
    );
  };

  return (
    <div className="comment-replies" role="group" aria-label={`Replies to ${root.author.name}`}>
      {root.replies.map((reply) => (
        <CommentItem key={reply.id} comment={reply} actions={actions} />
      ))}
      {more > 0 ? (
        <BusyButton className="link-button comment-more-replies" onClick={loadMore} busy={loading} busyLabel="Loading replies…">
          {moreRepliesText(more)}
        </BusyButton>
      ) : null}
    </div>
  );
}
