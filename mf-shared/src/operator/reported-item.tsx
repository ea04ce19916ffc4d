// One item of a report queue (decision 033), alike whatever was reported (a listing, a post, a conversation): its
// heading with the kind of thing it is and its badge; who it is by and how many reported it since when; what the area
// shows of it; the words of a member who asked for a second look and what the reporters wrote; the refusal of the
// last decision; the links to the item and to its member's account beside the decision without a reason; and the
// decisions with a reason under them.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { operatorPaths } from '@yachts/contracts/paths';
import { SiteLink } from '../ui/site-link';
import { When } from './console-parts';
import { QueueItem } from './queue-parts';
import { PlainDecision, ReasonDecisions, type ItemDecisions, type SendDecision } from './report-decisions';
import { DecisionError, useDecision } from './use-decision';

export interface ReportedItemProps {
  titleId: string;
  /** The kind of thing it is, before the title ("Topic", "New yacht"). */
  kind?: string;
  title: ReactNode;
  badge: ReactNode;
  /** The first words under the heading: who wrote or sells it, or when it started. */
  byline: ReactNode;
  reports: number;
  /** When the first report came; without it the count is left out (a second look whose reports were settled). */
  firstReportedAt: string | null;
  /** What the area shows of the item, under that line. */
  children: ReactNode;
  /** The member who asked for a second look ("The seller"), when, and their words. */
  secondLook?: { who: string; askedAt: string; text: string } | null;
  /** What the reporters wrote. */
  details?: readonly string[];
  /** The item on the site and its member's account in the console, when there are. */
  open?: { to: string; label: string } | null;
  account?: { uuid: string; label: string } | null;
  /** What the item offers to decide in its view (none: null); `send` sends one decision. */
  decisions: (send: SendDecision) => ItemDecisions | null;
  /** What follows a decision: the queue reloaded. */
  onDecided: () => void;
}

export function ReportedItem(props: ReportedItemProps) {
  const { titleId, kind, title, badge, byline, reports, firstReportedAt, children, secondLook, details = [], onDecided } = props;
  const { busy, error, decide } = useDecision();
  const decisions = props.decisions((call, done, fromForm) => decide(call, { done, then: onDecided, fromForm }));
  return (
    <QueueItem titleId={titleId} title={kind ? <KindTitle kind={kind}>{title}</KindTitle> : title} badge={badge}>
      <p className="console-meta">
        <span>{byline}</span>
        {firstReportedAt ? (
          <span>
            {reports} {reports === 1 ? 'report' : 'reports'}, the first <When at={firstReportedAt} />
          </span>
        ) : null}
      </p>
      {children}
      {secondLook ? (
        <div className="console-second-look">
          <p className="console-meta">
            {secondLook.who} asked for a second look <When at={secondLook.askedAt} />:
          </p>
          <p className="console-quote">{secondLook.text}</p>
        </div>
      ) : null}
      <ReporterWords details={details} />
      <DecisionError error={error} />
      <ItemLinks open={props.open} account={props.account}>
        {decisions?.plain ? <PlainDecision decision={decisions.plain} busy={busy} /> : null}
      </ItemLinks>
      {decisions ? (
        <ReasonDecisions reasons={decisions.reasons} maxLength={decisions.maxLength} requiredMessage={decisions.requiredMessage} />
      ) : null}
    </QueueItem>
  );
}

function KindTitle({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <>
      <span className="overline console-kind">{kind}</span> {children}
    </>
  );
}

function ReporterWords({ details }: { details: readonly string[] }) {
  return details.length ? (
    <ul className="stack-list console-report-details" aria-label="What reporters wrote">
      {details.map((detail, index) => (
        <li key={index} className="console-quote">
          {detail}
        </li>
      ))}
    </ul>
  ) : null;
}

/** The links and the decision without a reason in one row, when there is any of them. */
function ItemLinks({ open, account, children }: Pick<ReportedItemProps, 'open' | 'account'> & { children: ReactNode }) {
  if (!open && !account && !children) return null;
  return (
    <div className="console-actions">
      {open ? (
        <SiteLink to={open.to} className="btn btn-secondary">
          {open.label}
        </SiteLink>
      ) : null}
      {account ? (
        <Link to={operatorPaths.members(account.uuid)} className="btn btn-secondary">
          {account.label}
        </Link>
      ) : null}
      {children}
    </div>
  );
}
