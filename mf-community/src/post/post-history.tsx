// The "edited" mark of a topic or an article and its history (decision 033): who changed it, when, and what each edit
// changed, with the title and text each replaced version had. Loaded when the reader opens it.
import { useId, useState } from 'react';
import { REVISION_CHANGE_LABELS, type PostRevision, type RevisionChange } from '@yachts/contracts/community';
import { errorMessage } from 'shared/api';
import { useAsync } from 'shared/ui';
import { listRevisions, type PostKind } from '../api/write-post';
import { PostTime } from './author-line';

function changeList(changes: string[]): string {
  const words = changes.map((change) => REVISION_CHANGE_LABELS[change as RevisionChange] ?? change);
  if (words.length <= 1) return words[0] ?? 'nothing visible';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function History({ kind, id }: { kind: PostKind | 'comment'; id: number }) {
  const [state, reload] = useAsync((signal) => listRevisions(kind, id, signal), `revisions:${kind}:${id}`);
  if (state.status === 'loading') return <p className="post-history-note">Loading the history…</p>;
  if (state.status === 'error') {
    return (
      <p className="post-history-note" role="alert">
        {errorMessage(state.error)}{' '}
        <button type="button" className="link-button" onClick={reload}>
          Try again
        </button>
      </p>
    );
  }
  if (state.data.length === 0) return <p className="post-history-note">No earlier versions.</p>;
  return (
    <ol className="post-history-list">
      {state.data.map((revision: PostRevision) => (
        <li key={revision.id}>
          <p className="post-history-change">
            {revision.editor?.name ?? 'The author'} changed the {changeList(revision.changes)} <PostTime iso={revision.replacedAt} />
          </p>
          <details>
            <summary>The version before</summary>
            {revision.title ? <p className="post-history-title">{revision.title}</p> : null}
            <p className="post-history-text">{revision.text}</p>
          </details>
        </li>
      ))}
    </ol>
  );
}

export function EditedMark({ kind, id, editedAt }: { kind: PostKind | 'comment'; id: number; editedAt: string | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!editedAt) return null;
  return (
    <div className="post-edited">
      <p>
        Edited <PostTime iso={editedAt} />
        {' · '}
        <button type="button" className="link-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? 'Hide the history' : 'See the history'}
        </button>
      </p>
      <div id={panelId} hidden={!open}>
        {open ? <History kind={kind} id={id} /> : null}
      </div>
    </div>
  );
}
