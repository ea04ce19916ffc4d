// The shared platform's page in the console (decision 033, admin): what visitors wrote to the team through the
// feedback button and the footer's message form, the longest waiting first; an admin answers by e-mail and marks the
// message handled (who and when are kept, and written to the audit log).
import type { Page } from '@yachts/contracts/envelope';
import { OPERATOR_INBOX_API, type VisitorMessage } from '@yachts/contracts/operators';
import { SITE_NAME } from '@yachts/contracts/site';
import { FallbackImage } from '../ui/furniture';
import { useAsync } from '../ui/use-async';
import { usePageTitle } from '../ui/use-page-title';
import { ConsoleHeading, FilterTabs, StatusBadge, When } from './console-parts';
import { operatorGet, operatorPost } from './operator-calls';
import { useQueueAddress } from './queue-address';
import { QueueResults } from './queue-results';
import { DecisionError, useDecision } from './use-decision';

const PAGE_SIZE = 10;
const SOURCES = [
  { value: 'feedback', label: 'Feedback' },
  { value: 'side-message', label: 'Footer messages' },
] as const;
const STATES = [
  { value: 'open', label: 'To answer' },
  { value: 'handled', label: 'Handled' },
] as const;

function MessageItem({ message, onHandled }: { message: VisitorMessage; onHandled: () => void }) {
  const { busy, error, decide } = useDecision();
  const markHandled = () =>
    decide(() => operatorPost(OPERATOR_INBOX_API.handled(message.source, message.id), {}), { done: 'Marked handled.', then: onHandled });

  const titleId = `${message.source}-${message.id}`;
  const subject = encodeURIComponent(`${SITE_NAME}: your ${message.source === 'feedback' ? 'feedback' : 'message'}`);
  return (
    <li className="console-item" aria-labelledby={titleId}>
      <div className="spread-row console-item-head">
        <h2 id={titleId}>{message.topic ?? 'Message from the footer'}</h2>
        {message.handled_at ? <StatusBadge tone="good">Handled</StatusBadge> : <StatusBadge tone="waiting">To answer</StatusBadge>}
      </div>
      <p className="console-meta">
        <span>{message.email}</span>
        {message.phone ? <span>{message.phone}</span> : null}
        <span>
          Sent <When at={message.created_at} />
        </span>
        {message.handled_at ? (
          <span>
            Handled by {message.handled_by} <When at={message.handled_at} />
          </span>
        ) : null}
      </p>
      <p className="console-quote">{message.text}</p>
      {message.images.length ? (
        <ol className="console-pictures cover-media" aria-label="Pictures">
          {message.images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <FallbackImage src={url} alt={`Picture ${index + 1}`} />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
      <DecisionError error={error} />
      <div className="console-actions">
        <a className="btn btn-secondary" href={`mailto:${message.email}?subject=${subject}`}>
          Answer by e-mail
        </a>
        {message.handled_at ? null : (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void markHandled()}>
            Mark handled
          </button>
        )}
      </div>
    </li>
  );
}

export function VisitorMessagesPage() {
  usePageTitle('Visitor messages');
  const source = useQueueAddress(
    'source',
    SOURCES.map((option) => option.value),
    'feedback',
  );
  const view = useQueueAddress(
    'state',
    STATES.map((option) => option.value),
    'open',
  );
  const page = source.page;
  const [state, reload] = useAsync(
    (signal) =>
      operatorGet<Page<VisitorMessage>>(
        OPERATOR_INBOX_API.messages,
        { source: source.filter, state: view.filter, page, page_size: PAGE_SIZE },
        signal,
      ),
    `operator-messages|${source.filter}|${view.filter}|${page}`,
  );
  return (
    <div className="console-page">
      <ConsoleHeading
        title="Visitor messages"
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel={view.filter === 'open' ? 'messages to answer' : 'handled messages'}
        lead="What visitors wrote through the feedback button and the footer's form, the longest waiting first."
      />
      <FilterTabs
        label="Messages by where they came from"
        options={SOURCES}
        current={source.filter}
        hrefFor={(value) => source.hrefFor(value)}
      />
      <FilterTabs label="Messages by state" options={STATES} current={view.filter} hrefFor={(value) => view.hrefFor(value)} />
      <QueueResults
        state={state}
        reload={reload}
        what="the messages"
        emptyTitle={view.filter === 'open' ? 'All answered' : 'Nothing handled yet'}
        page={page}
        hrefFor={(target) => source.hrefFor(source.filter, target)}
      >
        {(message) => <MessageItem key={`${message.source}-${message.id}`} message={message} onHandled={reload} />}
      </QueueResults>
    </div>
  );
}
