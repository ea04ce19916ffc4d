// One application in the seller's list: cover, title, status, what was asked, why it was rejected, and what can be
// done with it now. Action names carry the title for screen readers, so "Edit" says which one.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import type { SellApplicationSummary } from '@yachts/contracts/selling';
import { FallbackImage, formatDate, formatPrice, SiteLink } from 'shared/ui';
import { KIND_LABELS } from '../kinds';
import { StatusBadge } from '../status-badge';

export function summaryLine(application: Pick<SellApplicationSummary, 'kind' | 'year' | 'price' | 'currency'>): string {
  return [
    KIND_LABELS[application.kind],
    application.year ? String(application.year) : null,
    application.price !== null && application.currency ? formatPrice(application.price, application.currency) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function RejectionReason({ reason }: { reason: string | null }) {
  return (
    <div className="sell-reason">
      <p className="sell-reason-title">Why it was rejected</p>
      <p>{reason || 'Our team did not give a reason. Write to us through the feedback button if anything is unclear.'}</p>
    </div>
  );
}

export function ApplicationRow({ application, onDelete }: { application: SellApplicationSummary; onDelete: () => void }) {
  const titleId = useId();
  const detail = paths.sellApplication(application.id);
  const named = <span className="visually-hidden"> {application.title}</span>;
  return (
    <article className="surface-panel sell-row" aria-labelledby={titleId}>
      <Link to={detail} className="sell-row-media cover-media" tabIndex={-1} aria-hidden="true">
        <FallbackImage src={application.coverUrl} alt="" />
      </Link>
      <div className="sell-row-body">
        <div className="spread-row sell-row-head">
          <h3 id={titleId} className="sell-row-title linked-title">
            <Link to={detail}>{application.title}</Link>
          </h3>
          <StatusBadge status={application.status} />
        </div>
        <p className="sell-row-meta">{summaryLine(application)}</p>
        <p className="sell-row-dates">
          Sent {formatDate(application.createdAt)}
          {application.updatedAt !== application.createdAt ? ` · updated ${formatDate(application.updatedAt)}` : ''}
        </p>
        {application.status === 'rejected' ? <RejectionReason reason={application.reason} /> : null}
      </div>
      <div className="sell-row-actions">
        {application.listingUrl ? (
          <SiteLink to={application.listingUrl} className="btn btn-primary btn-small">
            View listing{named}
          </SiteLink>
        ) : null}
        {application.editable ? (
          <Link to={paths.sellEdit(application.kind, application.id)} className="btn btn-secondary btn-small">
            Edit{named}
          </Link>
        ) : null}
        <Link to={detail} className="btn btn-secondary btn-small">
          Progress{named}
        </Link>
        <button type="button" className="btn btn-quiet-danger btn-small" onClick={onDelete}>
          Delete{named}
        </button>
      </div>
    </article>
  );
}
