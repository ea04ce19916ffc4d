// /sell/dealer/stock (owners and staff): the dealer's listings (decision 045) with their figures, filtered by status
// and words kept in the address (?status=&q=&page=), ticked one by one or a page at a time for Confirm (still for sale)
// or Withdraw after a confirmation, and repriced one at a time. The result of a bulk action is said in a live region.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import {
  DEALER_LIMITS,
  DEALER_MESSAGES,
  DEALER_STOCK_STATUSES,
  DEALER_STOCK_STATUS_LABELS,
  type DealerBulkAction,
  type DealerStockStatus,
} from '@yachts/contracts/dealer-workspace';
import type { DealerStockPage as StockAnswer } from '@yachts/contracts/wire/dealer-workspace';
import { errorMessage, isSilentCancel } from 'shared/api';
import { ConfirmDialog } from 'shared/modals';
import { AsyncView, pageCount, Pager, showToast, useListAddress, useMemberAsync } from 'shared/ui';
import { bulkDealerStock } from './api/bulk-dealer-stock';
import { listDealerStock } from './api/list-dealer-stock';
import { DealerWorkspacePage } from './dealer-frame';
import { StockTable, stockKey } from './dealer-stock-table';
import { LoginPanel } from '../sell-panels';
import { SkeletonRows } from '../sell-async-view';

const statusOf = (value: string | null): DealerStockStatus | null => DEALER_STOCK_STATUSES.find((status) => status === value) ?? null;

const BULK_WORDS: Record<DealerBulkAction, { verb: string; title: (n: number) => string; message: string }> = {
  confirm: {
    verb: 'Confirm',
    title: (n) => `Confirm ${n === 1 ? 'this listing' : `these ${n} listings`} as still for sale?`,
    message: 'They stay in the catalogue for another 60 days; those off the market for want of confirmation come back.',
  },
  withdraw: {
    verb: 'Withdraw',
    title: (n) => `Withdraw ${n === 1 ? 'this listing' : `these ${n} listings`}?`,
    message:
      'They leave the catalogue and their pages; followers and conversations are kept. A withdrawn listing cannot be put back from here.',
  },
};

function StockFilters({ counts, status, q }: { counts: StockAnswer['counts']; status: DealerStockStatus | null; q: string }) {
  const address = useListAddress();
  const navigate = useNavigate();
  const [words, setWords] = useState(q);
  const total = counts.listed + counts.unconfirmed + counts.withdrawn;
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(address.hrefWith('q', words.trim() || null));
  };
  return (
    <div className="dealer-stock-filters">
      <nav className="pill-nav" aria-label="Status">
        <ul>
          {[null, ...DEALER_STOCK_STATUSES].map((one) => (
            <li key={one ?? 'all'}>
              <Link className="pill-link" to={address.hrefWith('status', one)} aria-current={one === status ? 'page' : undefined}>
                {one ? DEALER_STOCK_STATUS_LABELS[one] : 'All'} ({one ? counts[one] : total})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="dealer-stock-search" role="search" onSubmit={search}>
        <label htmlFor="dealer-stock-q" className="visually-hidden">
          Search the stock by builder or model
        </label>
        <input
          id="dealer-stock-q"
          className="field-input"
          type="search"
          placeholder="Builder or model"
          maxLength={DEALER_LIMITS.queryMax}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className="btn btn-secondary">
          Search
        </button>
      </form>
    </div>
  );
}

function BulkBar({ count, onAsk, onClear }: { count: number; onAsk: (action: DealerBulkAction) => void; onClear: () => void }) {
  return (
    <div className="dealer-bulk-bar" role="group" aria-label="With the selected listings">
      <p className="dealer-bulk-count">{count === 0 ? 'Tick listings to confirm or withdraw several at once.' : `${count} selected`}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary btn-small" disabled={count === 0} onClick={() => onAsk('confirm')}>
          Confirm
        </button>
        <button type="button" className="btn btn-secondary btn-small" disabled={count === 0} onClick={() => onAsk('withdraw')}>
          Withdraw
        </button>
        {count > 0 ? (
          <button type="button" className="dealer-link-button" onClick={onClear}>
            Clear the selection
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The ticked listings and the bulk action asked about, applied after the confirmation; its result is said. */
function useBulk(reload: () => void) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState<DealerBulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');

  const select = (keys: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const apply = async (items: StockAnswer['items']) => {
    if (!asking || busy) return;
    const chosen = items.filter((item) => selected.has(stockKey(item)));
    setBusy(true);
    try {
      const result = await bulkDealerStock(asking, chosen);
      const message = DEALER_MESSAGES.bulkDone(result.action, result.changed, result.refused);
      setSaid(message);
      showToast(message, { tone: result.refused > 0 ? 'info' : 'success' });
      setSelected(new Set());
      setAsking(null);
      reload();
    } catch (error) {
      if (!isSilentCancel(error)) setSaid(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return { selected, select, clear: () => setSelected(new Set()), asking, setAsking, busy, said, apply };
}

const Stock = observer(function Stock() {
  const address = useListAddress();
  const status = statusOf(address.params.get('status'));
  const q = address.params.get('q') ?? '';
  const [state, reload] = useMemberAsync(
    (signal) => listDealerStock({ status, q, page: address.page }, signal),
    `dealer-stock:${status ?? ''}:${q}:${address.page}`,
  );
  const [repricing, setRepricing] = useState<string | null>(null);
  const { selected, select, clear, asking, setAsking, busy, said, apply } = useBulk(reload);

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      <AsyncView
        state={state}
        reload={reload}
        skeleton={<SkeletonRows label="Loading your stock" media={false} />}
        errorTitle="We couldn’t load your stock"
        login={<LoginPanel title="Log in to see your stock" />}
      >
        {(page) => {
          // Ticks of another page or filter do not travel: only this page's listings can be chosen.
          const here = page.items.filter((item) => selected.has(stockKey(item)));
          return (
            <>
              <StockFilters counts={page.counts} status={status} q={q} />
              <section className="surface-panel dealer-stock" aria-labelledby="dealer-stock-title">
                <h2 id="dealer-stock-title" className="dealer-section-title">
                  {page.total === 1 ? '1 listing' : `${page.total} listings`}
                  {status ? ` · ${DEALER_STOCK_STATUS_LABELS[status]}` : ''}
                  {q ? ` · “${q}”` : ''}
                </h2>
                {page.items.length === 0 ? (
                  <p className="sell-note">
                    {q || status ? 'No listing matches. Try another status or other words.' : 'The dealer has no listings yet.'}
                  </p>
                ) : (
                  <>
                    <BulkBar count={here.length} onAsk={setAsking} onClear={clear} />
                    <StockTable
                      items={page.items}
                      selected={selected}
                      onSelect={select}
                      repricing={repricing}
                      onReprice={setRepricing}
                      onRepriced={() => reload()}
                      labelledBy="dealer-stock-title"
                    />
                  </>
                )}
                <Pager page={page.page} pageCount={pageCount(page.total, page.pageSize)} hrefFor={address.hrefFor} />
              </section>
              {asking ? (
                <ConfirmDialog
                  title={BULK_WORDS[asking].title(here.length)}
                  message={BULK_WORDS[asking].message}
                  confirmLabel={BULK_WORDS[asking].verb}
                  busy={busy}
                  onConfirm={() => void apply(page.items)}
                  onCancel={() => setAsking(null)}
                />
              ) : null}
            </>
          );
        }}
      </AsyncView>
    </>
  );
});

export const DealerStockPage = observer(function DealerStockPage() {
  return (
    <DealerWorkspacePage
      title="Stock"
      loginTitle="Log in to see your stock"
      wide
      intro={(workspace) => (
        <>
          Every listing of {workspace.dealer.name}, with how many people looked at it in the last {DEALER_LIMITS.figureDays} days, follow it
          and asked about it.
        </>
      )}
    >
      {() => <Stock />}
    </DealerWorkspacePage>
  );
});
