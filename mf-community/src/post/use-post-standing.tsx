// Where a topic or an article stands for the one reading it, as both pages keep it: hidden after reports (from the
// page's answer, or at once when this member's report hides it), reported by this member, and written by them. A
// hidden post shows a notice instead of its body, and its comments are closed, except to its author, who sees the body
// and may ask for a second look.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from 'shared/session';
import { showToast } from 'shared/ui';
import { COMMENTS_CLOSED } from '../comments/comments-section';
import { SecondLookRequest } from './lazy-parts';
import type { PostActionsProps } from './post-actions';
import { HiddenNotice } from './post-parts';

export interface PostStanding {
  hidden: boolean;
  /** The reader wrote it (and is signed in). */
  mine: boolean;
  /** The body is shown: the post is not hidden, or the reader wrote it. */
  showContent: boolean;
  /** PostActions' part of it. */
  actions: Pick<PostActionsProps, 'mine' | 'hidden' | 'reported' | 'onReported'>;
  /** Why the comments are closed, when they are. */
  commentsClosed: string | undefined;
  /** After the author deleted it: says so and leaves for `to`. */
  leaveDeleted: (message: string, to: string) => () => void;
}

/** Read inside an observer: whether the post is the reader's follows the session. */
export function usePostStanding(post: { hidden: boolean; reported?: boolean | null; mine: boolean }): PostStanding {
  const navigate = useNavigate();
  const [reported, setReported] = useState(Boolean(post.reported));
  const [hidden, setHidden] = useState(post.hidden);
  const mine = post.mine && sessionStore.isLoggedIn;
  return {
    hidden,
    mine,
    showContent: !hidden || mine,
    actions: {
      mine,
      hidden,
      reported,
      onReported: (hiddenNow) => {
        setReported(true);
        if (hiddenNow) setHidden(true);
      },
    },
    commentsClosed: hidden && !mine ? COMMENTS_CLOSED : undefined,
    leaveDeleted: (message, to) => () => {
      showToast(message, { tone: 'success' });
      void navigate(to);
    },
  };
}

/** A hidden post's notice, and for its author the request for a second look. */
export function HiddenPostNotice({
  kind,
  id,
  standing,
  children,
}: {
  kind: 'topic' | 'article';
  id: number;
  standing: PostStanding;
  children: ReactNode;
}) {
  if (!standing.hidden) return null;
  return (
    <>
      <HiddenNotice>{children}</HiddenNotice>
      {standing.mine ? <SecondLookRequest kind={kind} id={id} /> : null}
    </>
  );
}
