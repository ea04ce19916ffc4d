// "Feed addresses" on the Feeds page (decision 045): the addresses the site fetches on a schedule, each with its
// format, whether it is the whole stock, how often, and the last and next fetch. The owner adds one (address, format,
// whole stock, every 1-168 hours) and removes one after a confirmation; staff see them and may ask for a fetch now,
// which the api grants them too. The api's refusals stand under the field they are about, or under the form.
import { useState, type FormEvent } from 'react';
import { DEALER_FEEDS_LIMITS, DEALER_FEEDS_MESSAGES, FEED_FORMAT_LABELS } from '@yachts/contracts/dealer-feeds';
import type { DealerFeeds, FeedSourceWire } from '@yachts/contracts/wire/dealer-feeds';
import { errorMessage, isSilentCancel } from 'shared/api';
import { FormFailure, NumberInput, SelectField, TextField, useForm, usePressCall } from 'shared/forms';
import { ConfirmDialog } from 'shared/modals';
import { BusyButton, formatDateTime, showToast } from 'shared/ui';
import { addFeedSource } from '../api/add-feed-source';
import { removeFeedSource } from '../api/remove-feed-source';
import { runFeedSource } from '../api/run-feed-source';
import { SellBadge } from '../status-badge';
import { FORMAT_OPTIONS, formatOf, WholeStockField } from './dealer-feeds-fields';

interface SourceValues extends Record<string, unknown> {
  url: string;
  format: string;
  full: boolean;
  everyHours: string;
}

const FIELD_OF_MESSAGE: Record<string, keyof SourceValues> = {
  [DEALER_FEEDS_MESSAGES.url]: 'url',
  [DEALER_FEEDS_MESSAGES.format]: 'format',
  [DEALER_FEEDS_MESSAGES.everyHours]: 'everyHours',
};

/** The api's own checks, ahead of the call: a web address, and a whole number of hours in range. */
function sourceProblems({ url, everyHours }: SourceValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!/^https?:\/\/\S+$/i.test(url.trim()) || url.length > DEALER_FEEDS_LIMITS.urlMax) problems.url = DEALER_FEEDS_MESSAGES.url;
  const hours = Number(everyHours);
  if (!everyHours || !Number.isInteger(hours) || hours < DEALER_FEEDS_LIMITS.everyHoursMin || hours > DEALER_FEEDS_LIMITS.everyHoursMax)
    problems.everyHours = DEALER_FEEDS_MESSAGES.everyHours;
  return problems;
}

const every = (hours: number) => (hours === 1 ? 'Every hour' : `Every ${hours} hours`);

function SourceRow({
  source,
  owner,
  fetching,
  onFetch,
  onRemove,
}: {
  source: FeedSourceWire;
  owner: boolean;
  fetching: boolean;
  onFetch: (source: FeedSourceWire) => void;
  onRemove: (source: FeedSourceWire) => void;
}) {
  const titleId = `feed-source-${source.id}`;
  return (
    <li className="surface-panel feeds-source" aria-labelledby={titleId}>
      <div className="feeds-source-main">
        <p id={titleId} className="feeds-source-url">
          {source.url}
        </p>
        <div className="feeds-source-badges">
          <SellBadge label={FEED_FORMAT_LABELS[source.format]} />
          <SellBadge label={source.full ? 'Whole stock' : 'Adds and updates'} tone={source.full ? 'warn' : undefined} />
        </div>
        <dl className="feeds-source-facts">
          <div>
            <dt>Fetched</dt>
            <dd>{every(source.everyHours)}</dd>
          </div>
          <div>
            <dt>Last fetch</dt>
            <dd>{source.lastRunAt ? formatDateTime(source.lastRunAt) : 'Not fetched yet'}</dd>
          </div>
          <div>
            <dt>Next fetch</dt>
            <dd>{formatDateTime(source.nextRunAt)}</dd>
          </div>
        </dl>
      </div>
      <div className="button-row feeds-source-actions">
        <BusyButton className="btn btn-secondary btn-small" busy={fetching} busyLabel="Asking…" onClick={() => onFetch(source)}>
          Fetch now<span className="visually-hidden"> {source.url}</span>
        </BusyButton>
        {owner ? (
          <button type="button" className="btn btn-small btn-quiet-danger" onClick={() => onRemove(source)}>
            Remove<span className="visually-hidden"> {source.url}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** The address form's values and its sending; the api's refusals go under the field they are about, else the form. */
function useAddSource(onAdded: (message: string) => void) {
  const form = useForm<SourceValues>({
    url: '',
    format: 'openmarine',
    full: true,
    everyHours: String(DEALER_FEEDS_LIMITS.everyHoursDefault),
  });
  const { busy: sending, failure, setFailure, run } = usePressCall();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const problems = sourceProblems(form.values);
    if (Object.keys(problems).length > 0) return form.setErrors(problems);
    const { url, format, full, everyHours } = form.values;
    run(
      () => addFeedSource({ url: url.trim(), format: formatOf(format), full, everyHours: Number(everyHours) }),
      () => {
        form.reset();
        onAdded(`The address was added. ${DEALER_FEEDS_MESSAGES.queued}`);
      },
      (message) => {
        const field = FIELD_OF_MESSAGE[message];
        if (field) form.setErrors({ [field]: message });
        return Boolean(field);
      },
    );
  };

  return { form, sending, failure, submit };
}

function AddSourceForm({ count, onAdded }: { count: number; onAdded: (message: string) => void }) {
  const { form, sending, failure, submit } = useAddSource(onAdded);
  return (
    <form className="feeds-source-form" onSubmit={submit} noValidate aria-labelledby="feeds-add-title" aria-busy={sending || undefined}>
      <h3 id="feeds-add-title" className="feeds-subtitle">
        Add an address
      </h3>
      <p className="sell-note">
        We fetch it on the schedule you choose, the first time in a moment. Up to {DEALER_FEEDS_LIMITS.sourcesMax} addresses; you have{' '}
        {count}. Saving an address again changes its settings.
      </p>
      <TextField
        {...form.bind('url')}
        formId="feed-source"
        type="url"
        label="Feed address"
        placeholder="https://"
        maxLength={DEALER_FEEDS_LIMITS.urlMax}
        required
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className="feeds-source-form-grid">
        <SelectField {...form.bind('format')} formId="feed-source" label="Format" options={FORMAT_OPTIONS} />
        <NumberInput
          {...form.bind('everyHours')}
          formId="feed-source"
          label="Fetch every (hours)"
          allowDecimal={false}
          maxLength={3}
          required
          hint={`${DEALER_FEEDS_LIMITS.everyHoursMin} to ${DEALER_FEEDS_LIMITS.everyHoursMax} hours (a week).`}
        />
      </div>
      <WholeStockField formId="feed-source" subject="feed" {...form.bind('full')} />
      <FormFailure message={failure} />
      <div className="button-row">
        <BusyButton type="submit" className="btn btn-primary" busy={sending} busyLabel="Adding…">
          Add the address
        </BusyButton>
      </div>
    </form>
  );
}

export function FeedSources({ feeds, onChanged }: { feeds: DealerFeeds; onChanged: () => void }) {
  const owner = feeds.role === 'owner';
  const [asking, setAsking] = useState<FeedSourceWire | null>(null);
  const [removing, setRemoving] = useState(false);
  const [fetching, setFetching] = useState<number | null>(null);
  const [said, setSaid] = useState('');

  const tell = (message: string, tone: 'success' | 'error' = 'success') => {
    setSaid(message);
    showToast(message, { tone });
    if (tone === 'success') onChanged();
  };

  const fetchNow = (source: FeedSourceWire) => {
    if (fetching !== null) return;
    setFetching(source.id);
    runFeedSource(source.id)
      .then(
        () => tell(DEALER_FEEDS_MESSAGES.queued),
        (error: unknown) => {
          if (!isSilentCancel(error)) tell(errorMessage(error), 'error');
        },
      )
      .finally(() => setFetching(null));
  };

  const remove = () => {
    if (!asking || removing) return;
    setRemoving(true);
    removeFeedSource(asking.id)
      .then(
        () => {
          setAsking(null);
          tell(`${asking.url} was removed; it is no longer fetched.`);
        },
        (error: unknown) => {
          if (!isSilentCancel(error)) tell(errorMessage(error), 'error');
        },
      )
      .finally(() => setRemoving(false));
  };

  return (
    <section className="surface-panel sell-card feeds-card" aria-labelledby="feeds-sources-title">
      <h2 id="feeds-sources-title">Feed addresses</h2>
      <p className="sell-note">
        {owner
          ? 'Web addresses of your feed that we fetch on a schedule, so the stock follows your yacht software by itself.'
          : 'Web addresses of the dealer’s feed that we fetch on a schedule. Only the dealer’s owner adds or removes them.'}
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {feeds.sources.length === 0 ? (
        <p className="feeds-empty">No feed address yet.</p>
      ) : (
        <ul className="stack-list feeds-sources" aria-labelledby="feeds-sources-title">
          {feeds.sources.map((source) => (
            <SourceRow
              key={source.id}
              source={source}
              owner={owner}
              fetching={fetching === source.id}
              onFetch={fetchNow}
              onRemove={setAsking}
            />
          ))}
        </ul>
      )}
      {owner ? <AddSourceForm count={feeds.sources.length} onAdded={tell} /> : null}
      {asking ? (
        <ConfirmDialog
          title="Remove this feed address?"
          message={`We stop fetching ${asking.url}. The listings it brought stay as they are; withdraw them in the stock if they are no longer for sale.`}
          confirmLabel="Remove the address"
          busyLabel="Removing…"
          busy={removing}
          onConfirm={remove}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
