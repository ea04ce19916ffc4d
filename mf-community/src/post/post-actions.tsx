// The row of actions under a topic or an article (topic-page.tsx, article-page.tsx): praise, save, share, and either
// report (someone else's post) or edit and delete (one's own). What only one kind has (following a topic) goes in
// `children`, after praise.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DeleteButton, type DeleteButtonProps } from './delete-button';
import { ActionsBar } from './post-parts';
import { ShareButton } from './share-button';
import { PraiseButton } from '../reactions/praise-button';
import { SaveButton } from '../reactions/save-button';
import { ReportButton } from '../report/report-button';

export interface PostActionsProps {
  kind: 'topic' | 'article';
  id: number;
  praised?: boolean;
  praiseCount: number;
  collected?: boolean;
  /** The reader wrote it. */
  mine: boolean;
  /** Hidden after reports: its author may no longer edit it. */
  hidden: boolean;
  reported: boolean;
  /** A report was sent; the post is hidden when the answer says so. */
  onReported: (hidden: boolean) => void;
  /** The post's own address (shared) and its edit page. */
  path: string;
  editPath: string;
  deleteQuestion: DeleteButtonProps['question'];
  remove: () => Promise<void>;
  onDeleted: () => void;
  children?: ReactNode;
}

export function PostActions({
  kind,
  id,
  praised,
  praiseCount,
  collected,
  mine,
  hidden,
  reported,
  onReported,
  path,
  editPath,
  deleteQuestion,
  remove,
  onDeleted,
  children,
}: PostActionsProps) {
  return (
    <ActionsBar label={kind === 'topic' ? 'Topic actions' : 'Article actions'}>
      <PraiseButton target={kind} id={id} label={`Praise this ${kind}`} praised={praised} count={praiseCount} mine={mine} />
      {children}
      <SaveButton kind={kind} id={id} collected={collected} />
      <ShareButton path={path} />
      {mine ? null : (
        <ReportButton
          kind={kind}
          id={id}
          label={`Report this ${kind}`}
          reported={reported}
          onReported={(result) => onReported(result.hidden)}
        />
      )}
      {mine && !hidden ? (
        <Link className="post-action" to={editPath}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M4 20h4L19 9l-4-4L4 16zm11-15 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <span className="post-action-label">Edit</span>
        </Link>
      ) : null}
      {mine ? <DeleteButton label={`Delete this ${kind}`} question={deleteQuestion} remove={remove} onDeleted={onDeleted} /> : null}
    </ActionsBar>
  );
}
