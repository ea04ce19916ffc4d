// The report queue (moderator): topics, articles and comments members reported that no moderator has decided on,
// the longest waiting first, each with the item in context, how many members reported it and why. Hide it with the
// reason its author reads (inbox and e-mail), or keep it / show it again: either way its reports are settled and
// cannot hide it again. Every decision is in the audit log. The queue's page and parts are shared/operator's.
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  OPERATOR_COMMUNITY_API,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type ReportReason,
} from '@yachts/contracts/community';
import type { ReportedEntry } from '@yachts/contracts/wire/community';
import {
  ConsoleFacts,
  ReportQueuePage,
  ReportedItem,
  StatusBadge,
  operatorPost,
  type ItemDecisions,
  type QueueViews,
  type ReasonDecision,
  type SendDecision,
} from 'shared/operator';

const KINDS = [
  { value: '', label: 'Everything' },
  { value: 'topic', label: 'Topics' },
  { value: 'article', label: 'Articles' },
  { value: 'comment', label: 'Comments' },
] as const;

type View = 'waiting' | 'second-look' | 'hidden';

const VIEWS: QueueViews<View> = [
  {
    value: 'waiting',
    label: 'Waiting for a decision',
    lead: 'Reported items no moderator has decided on, the longest waiting first. Items with enough reports are hidden until you decide.',
    countLabel: 'reported items waiting',
    empty: 'No reports are waiting.',
  },
  {
    value: 'second-look',
    label: 'Second looks',
    lead: 'Hidden items whose author asked for a second look, the longest waiting first. Your decision is the answer they receive.',
    countLabel: 'second looks asked',
    empty: 'No author is waiting for a second look.',
  },
  {
    value: 'hidden',
    label: 'Hidden now',
    lead: 'Items hidden now, by their reports or a moderator. Showing one again settles its reports: they cannot hide it again.',
    countLabel: 'hidden items',
    emptyTitle: 'Nothing hidden',
    empty: 'No reported item is hidden now.',
  },
];

const KIND_WORDS = { topic: 'Topic', article: 'Article', comment: 'Comment' } as const;

/** The decisions with a reason in the view: keep it hidden after a second look; hide it or warn while waiting. */
function reasonDecisions(
  entry: ReportedEntry,
  view: View,
  decide: (action: ModerationAction, reason: string) => Promise<void>,
): (ReasonDecision | null)[] {
  if (view === 'hidden') return [];
  if (view === 'second-look')
    return [
      { action: 'Keep it hidden', label: 'Why it stays hidden (the author reads this)', onDecide: (reason) => decide('hide', reason) },
    ];
  const hide: ReasonDecision = {
    action: entry.hidden ? 'Keep it hidden' : 'Hide',
    label: 'Why it is hidden (the author reads this)',
    hint: 'Say which rule it breaks, so the author can understand and ask for a second look.',
    onDecide: (reason) => decide('hide', reason),
  };
  const warn: ReasonDecision = {
    action: 'Warn the author',
    tone: 'primary',
    label: 'The warning (the author reads this; the item stays visible)',
    onDecide: (reason) => decide('warn', reason),
  };
  return [hide, entry.author ? warn : null];
}

/** Keep it visible or show it again (no reason) in every view; the decisions with a reason in the view. */
function entryDecisions(entry: ReportedEntry, view: View, send: SendDecision): ItemDecisions {
  const decide = (action: ModerationAction, reason = '') =>
    send(
      () => operatorPost<ReportedEntry>(OPERATOR_COMMUNITY_API.decide(entry.kind, entry.id), { action, reason }),
      action === 'hide'
        ? `The ${entry.kind} is hidden; its author is told why.`
        : action === 'warn'
          ? `The ${entry.kind} stays visible; its author is warned.`
          : entry.hidden
            ? `The ${entry.kind} is visible again.`
            : `The ${entry.kind} stays visible; its reports are settled.`,
      action !== 'restore',
    );
  return {
    maxLength: MODERATION_LIMITS.reasonMax,
    requiredMessage: MODERATION_MESSAGES.reasonRequired,
    plain: { label: entry.hidden ? 'Show it again' : 'Keep it visible', onDecide: () => decide('restore') },
    reasons: reasonDecisions(entry, view, decide),
  };
}

function ReportedEntryItem({ entry, view, onDecided }: { entry: ReportedEntry; view: View; onDecided: () => void }) {
  return (
    <ReportedItem
      titleId={`reported-${entry.kind}-${entry.id}`}
      kind={KIND_WORDS[entry.kind]}
      title={entry.kind === 'comment' ? `on “${entry.title}”` : entry.title}
      badge={entry.hidden ? <StatusBadge tone="bad">Hidden</StatusBadge> : <StatusBadge tone="waiting">Visible</StatusBadge>}
      byline={`By ${entry.author ? entry.author.name : 'a deleted account'}`}
      reports={entry.reports}
      firstReportedAt={entry.first_reported_at}
      secondLook={entry.second_look ? { who: 'The author', askedAt: entry.second_look.asked_at, text: entry.second_look.text } : null}
      details={entry.details}
      open={{ to: entry.link, label: 'Open in context' }}
      account={entry.author ? { uuid: entry.author.uuid, label: 'The author’s account' } : null}
      decisions={(send) => entryDecisions(entry, view, send)}
      onDecided={onDecided}
    >
      {entry.text ? <p className="console-quote">{entry.text}</p> : null}
      <ConsoleFacts
        rows={[['Reported as', entry.reasons.map((reason) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason).join(', ') || '—']]}
      />
    </ReportedItem>
  );
}

export function ReportQueue() {
  return (
    <ReportQueuePage<ReportedEntry, View>
      title="Reports"
      views={VIEWS}
      kinds={{ label: 'Reports by kind', options: KINDS }}
      path={OPERATOR_COMMUNITY_API.reports}
      cacheKey="operator-reports"
    >
      {(entry, view, reload) => <ReportedEntryItem key={`${entry.kind}-${entry.id}`} entry={entry} view={view} onDecided={reload} />}
    </ReportQueuePage>
  );
}
