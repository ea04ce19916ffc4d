// Pieces the topic and the article pages share: the rich-text body, the hidden notice, the
// not-found page and the loading skeleton.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { SafeHtml } from 'shared/rich-text';
import './post.css';
import { LoadingStatus, MissingPanel } from 'shared/ui';

/** The body as the api sanitised it, sanitised again by the browser (SafeHtml) before it reaches the page. */
export function PostBody({ html }: { html: string }) {
  if (!html) return null;
  return <SafeHtml html={html} className="post-body" />;
}

export function HiddenNotice({ children }: { children: ReactNode }) {
  return (
    <div className="post-hidden-notice" role="note">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 2 1 21h22zm1 15h-2v-2h2zm0-4h-2V9h2z" fill="currentColor" />
      </svg>
      <p>{children}</p>
    </div>
  );
}

export function PostNotFound({ message }: { message: string }) {
  return (
    <MissingPanel
      id="post-missing-title"
      title={message.replace(/\.$/, '')}
      text="It may have been deleted by its author, or the link is not quite right."
      className="container post-page"
    >
      <Link className="btn btn-primary" to={paths.community()}>
        Back to the community
      </Link>
    </MissingPanel>
  );
}

export function PostSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus label={label} className="container post-page">
      <div aria-hidden="true" className="post-skeleton">
        <div className="skeleton" style={{ height: 14, width: 240, margin: '24px 0 16px' }} />
        <div className="skeleton" style={{ height: 36, width: '70%', marginBottom: 16 }} />
        <div className="skeleton" style={{ height: 44, width: 220, marginBottom: 24 }} />
        <div className="skeleton" style={{ height: 16, width: '100%', marginBottom: 10 }} />
        <div className="skeleton" style={{ height: 16, width: '95%', marginBottom: 10 }} />
        <div className="skeleton" style={{ height: 16, width: '80%', marginBottom: 10 }} />
      </div>
    </LoadingStatus>
  );
}

/** The row of a post's actions (praise, follow, save, share, report, delete), a labelled group. */
export function ActionsBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="post-actions" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** The id in a page address: a positive whole number, else the page is not found (and nothing is asked). */
export function parsePostId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
