// The report queue (moderator): topics, articles and comments members reported that no moderator has decided on,
// the longest waiting first, each with the item in context, how many members reported it and why. Hide it with the
// reason its author reads (inbox and e-mail), or keep it / show it again: either way its reports are settled and
// cannot hide it again. Every decision is in the audit log.
import { Link } from 'react-router-dom';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  OPERATOR_COMMUNITY_API,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type ReportReason,
} from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import { operatorPaths } from '@yachts/contracts/paths';
import type { ReportedEntry } from '@yachts/contracts/wire/community';
import {
  ConsoleFacts,
  ConsoleHeading,
  QueueItem,
  QueueResults,
  DecisionError,
  FilterTabs,
  ReasonForm,
  StatusBadge,
  When,
  operatorGet,
  operatorPost,
  useDecision,
  useQueueAddress,
} from 'shared/operator';
import { SiteLink, useAsync, usePageTitle } from 'shared/ui';

const PAGE_SIZE = 10;
const FILTERS = [
  { value: '', label: 'Everything' },
  { value: 'topic', label: 'Topics' },
  { value: 'article', label: 'Articles' },
  { value: 'comment', label: 'Comments' },
] as const;

const STATES = [
  { value: 'waiting', label: 'Waiting for a decision' },
  { value: 'second-look', label: 'Second looks' },
  { value: 'hidden', label: 'Hidden now' },
] as const;
type View = (typeof STATES)[number]['value'];

const LEADS: Record<View, string> = {
  waiting: 'Reported items no moderator has decided on, the longest waiting first. Items with enough reports are hidden until you decide.',
  'second-look': 'Hidden items whose author asked for a second look, the longest waiting first. Your decision is the answer they receive.',
  hidden: 'Items hidden now, by their reports or a moderator. Showing one again settles its reports: they cannot hide it again.',
};

const KIND_WORDS = { topic: 'Topic', article: 'Article', comment: 'Comment' } as const;

/** What the author asked for a second look with, and what the reporters wrote. */
function ReporterWords({ entry }: { entry: ReportedEntry }) {
  return (
    <>
      {entry.second_look ? (
        <div className="operator-second-look">
          <p className="console-meta">
            The author asked for a second look <When at={entry.second_look.asked_at} />:
          </p>
          <p className="console-quote">{entry.second_look.text}</p>
        </div>
      ) : null}
      {entry.details.length ? (
        <ul className="stack-list operator-report-details" aria-label="What reporters wrote">
          {entry.details.map((detail, index) => (
            <li key={index} className="console-quote">
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

type Decide = (action: ModerationAction, reason?: string) => Promise<void>;

/** The decisions that take a reason in the view: keep hidden after a second look; hide or warn while waiting. */
function ReportDecisions({ entry, view, decide }: { entry: ReportedEntry; view: View; decide: Decide }) {
  return (
    <>
      {view === 'second-look' ? (
        <div className="console-decisions">
          <ReasonForm
            action="Keep it hidden"
            label="Why it stays hidden (the author reads this)"
            maxLength={MODERATION_LIMITS.reasonMax}
            requiredMessage={MODERATION_MESSAGES.reasonRequired}
            onDecide={(reason) => decide('hide', reason)}
          />
        </div>
      ) : null}
      {view === 'waiting' ? (
        <div className="console-decisions">
          <ReasonForm
            action={entry.hidden ? 'Keep it hidden' : 'Hide'}
            label="Why it is hidden (the author reads this)"
            hint="Say which rule it breaks, so the author can understand and ask for a second look."
            maxLength={MODERATION_LIMITS.reasonMax}
            requiredMessage={MODERATION_MESSAGES.reasonRequired}
            onDecide={(reason) => decide('hide', reason)}
          />
          {entry.author ? (
            <ReasonForm
              action="Warn the author"
              tone="primary"
              label="The warning (the author reads this; the item stays visible)"
              maxLength={MODERATION_LIMITS.reasonMax}
              requiredMessage={MODERATION_MESSAGES.reasonRequired}
              onDecide={(reason) => decide('warn', reason)}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function ReportedItem({ entry, view, onDecided }: { entry: ReportedEntry; view: View; onDecided: () => void }) {
  const { busy, error, decide: run } = useDecision();
  const decide = (action: ModerationAction, reason = '') =>
    run(() => operatorPost<ReportedEntry>(OPERATOR_COMMUNITY_API.decide(entry.kind, entry.id), { action, reason }), {
      done:
        action === 'hide'
          ? `The ${entry.kind} is hidden; its author is told why.`
          : action === 'warn'
            ? `The ${entry.kind} stays visible; its author is warned.`
            : entry.hidden
              ? `The ${entry.kind} is visible again.`
              : `The ${entry.kind} stays visible; its reports are settled.`,
      then: onDecided,
      fromForm: action !== 'restore',
    });

  return (
    <QueueItem
      titleId={`reported-${entry.kind}-${entry.id}`}
      title={
        <>
          <span className="overline operator-kind">{KIND_WORDS[entry.kind]}</span> {entry.kind === 'comment' ? `on “${entry.title}”` : entry.title}
        </>
      }
      badge={entry.hidden ? <StatusBadge tone="bad">Hidden</StatusBadge> : <StatusBadge tone="waiting">Visible</StatusBadge>}
    >
      <p className="console-meta">
        <span>By {entry.author ? entry.author.name : 'a deleted account'}</span>
        <span>
          {entry.reports} {entry.reports === 1 ? 'report' : 'reports'}, the first <When at={entry.first_reported_at} />
        </span>
      </p>
      {entry.text ? <p className="console-quote">{entry.text}</p> : null}
      <ConsoleFacts
        rows={[['Reported as', entry.reasons.map((reason) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason).join(', ') || '—']]}
      />
      <ReporterWords entry={entry} />
      <DecisionError error={error} />
      <div className="console-actions">
        <SiteLink to={entry.link} className="btn btn-secondary">
          Open in context
        </SiteLink>
        {entry.author ? (
          <Link to={operatorPaths.members(entry.author.uuid)} className="btn btn-secondary">
            The author’s account
          </Link>
        ) : null}
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void decide('restore')}>
          {entry.hidden ? 'Show it again' : 'Keep it visible'}
        </button>
      </div>
      <ReportDecisions entry={entry} view={view} decide={decide} />
    </QueueItem>
  );
}

export function ReportQueue() {
  usePageTitle('Reports');
  const { filter, page, hrefFor } = useQueueAddress(
    'kind',
    FILTERS.map((option) => option.value),
    '',
  );
  const view = useQueueAddress(
    'state',
    STATES.map((option) => option.value),
    'waiting',
  );
  const [state, reload] = useAsync(
    (signal) =>
      operatorGet<Page<ReportedEntry>>(
        OPERATOR_COMMUNITY_API.reports,
        { state: view.filter, kind: filter || undefined, page, page_size: PAGE_SIZE },
        signal,
      ),
    `operator-reports|${view.filter}|${filter}|${page}`,
  );
  return (
    <div className="console-page">
      <ConsoleHeading
        title="Reports"
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel={
          view.filter === 'hidden' ? 'hidden items' : view.filter === 'second-look' ? 'second looks asked' : 'reported items waiting'
        }
        lead={LEADS[view.filter as View]}
      />
      <FilterTabs label="Reports by state" options={STATES} current={view.filter} hrefFor={(value) => view.hrefFor(value)} />
      <FilterTabs label="Reports by kind" options={FILTERS} current={filter} hrefFor={(value) => hrefFor(value)} />
      <QueueResults
        state={state}
        reload={reload}
        what="the reports"
        emptyTitle={view.filter === 'hidden' ? 'Nothing hidden' : 'Nothing to decide'}
        empty={
          view.filter === 'hidden'
            ? 'No reported item is hidden now.'
            : view.filter === 'second-look'
              ? 'No author is waiting for a second look.'
              : 'No reports are waiting.'
        }
        page={page}
        hrefFor={(target) => hrefFor(filter, target)}
      >
        {(entry) => <ReportedItem key={`${entry.kind}-${entry.id}`} entry={entry} view={view.filter as View} onDecided={reload} />}
      </QueueResults>
    </div>
  );
}
