// The dealer's stock as a table (decision 045): a tick per listing and one for the whole page, each listing's title,
// status, price, freshness and figures (views in 30 days, followers, conversations), "Figures", which opens the
// listing's figures by day, and "Change price", which opens the seller's price form under the row. On a phone the rows become cards (dealer.css); the headers stay the table's.
import { Fragment, useId } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { DEALER_STOCK_STATUS_LABELS } from '@yachts/contracts/dealer-workspace';
import { paths } from '@yachts/contracts/paths';
import type { DealerStockItem } from '@yachts/contracts/wire/dealer-workspace';
import type { ListingPrice } from '@yachts/contracts/selling';
import { formatPrice, SiteLink } from 'shared/ui';
import { KIND_LABELS } from '../kinds';
import { ChangePriceForm } from '../listings/change-price-form';
import { SellBadge } from '../status-badge';
import { repriceDealerListing } from './api/reprice-dealer-listing';
import { confirmationDue, confirmedText, STOCK_TONES } from './stock-words';

export const stockKey = (item: { kind: CatalogueKind; id: number }) => `${item.kind}:${item.id}`;

export interface StockTableProps {
  items: DealerStockItem[];
  selected: ReadonlySet<string>;
  onSelect: (keys: string[], on: boolean) => void;
  /** The listing whose price form is open, by stockKey. */
  repricing: string | null;
  onReprice: (key: string | null) => void;
  onRepriced: (item: DealerStockItem, price: ListingPrice) => void;
  labelledBy: string;
}

function StockRow({
  item,
  selected,
  onSelect,
  repricing,
  onReprice,
  onRepriced,
}: Omit<StockTableProps, 'items' | 'labelledBy' | 'selected'> & { item: DealerStockItem; selected: boolean }) {
  const titleId = useId();
  const key = stockKey(item);
  const open = repricing === key;
  const listed = item.status === 'listed';
  const due = confirmationDue(item.status, item.confirmedAt);
  return (
    <Fragment>
      <tr className={selected ? 'dealer-stock-row is-selected' : 'dealer-stock-row'}>
        <td className="dealer-stock-pick">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect([key], event.target.checked)}
            aria-labelledby={titleId}
            aria-describedby={`${titleId}-select`}
          />
          <span id={`${titleId}-select`} className="visually-hidden">
            Select
          </span>
        </td>
        <th scope="row" className="dealer-stock-title">
          <span id={titleId}>{listed ? <SiteLink to={item.url}>{item.title}</SiteLink> : item.title}</span>
          <span className="dealer-stock-kind">{KIND_LABELS[item.kind]}</span>
        </th>
        <td data-label="Status">
          <SellBadge label={DEALER_STOCK_STATUS_LABELS[item.status]} tone={STOCK_TONES[item.status]} status={item.status} />
        </td>
        <td data-label="Price" className="dealer-stock-number">
          {formatPrice(item.price, item.currency)}
        </td>
        <td data-label="Freshness" className={due ? 'dealer-stock-due' : undefined}>
          {item.status === 'withdrawn' ? '—' : confirmedText(item.confirmedAt)}
          {due ? <span className="dealer-stock-hint"> · please confirm</span> : null}
        </td>
        <td data-label="Views (30 d)" className="dealer-stock-number">
          {item.views30}
        </td>
        <td data-label="Followers" className="dealer-stock-number">
          {item.followers}
        </td>
        <td data-label="Conversations" className="dealer-stock-number">
          {item.conversations}
          {item.conversations30 > 0 ? <span className="dealer-stock-hint"> ({item.conversations30} in 30 d)</span> : null}
        </td>
        <td className="dealer-stock-actions">
          <Link className="btn btn-secondary btn-small" to={paths.dealerFigures({ kind: item.kind, id: item.id })}>
            Figures<span className="visually-hidden"> of {item.title}</span>
          </Link>
          {listed ? (
            <button type="button" className="btn btn-secondary btn-small" aria-expanded={open} onClick={() => onReprice(open ? null : key)}>
              {open ? 'Close' : 'Change price'}
              <span className="visually-hidden"> of {item.title}</span>
            </button>
          ) : null}
        </td>
      </tr>
      {open ? (
        <tr className="dealer-stock-reprice">
          <td colSpan={9}>
            <ChangePriceForm listing={item} send={repriceDealerListing} onChanged={(price) => onRepriced(item, price)} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

export function StockTable({ items, selected, onSelect, labelledBy, ...row }: StockTableProps) {
  const keys = items.map(stockKey);
  const all = keys.length > 0 && keys.every((key) => selected.has(key));
  const some = keys.some((key) => selected.has(key));
  return (
    <div className="dealer-stock-scroll">
      <table className="dealer-table dealer-stock-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col" className="dealer-stock-pick">
              <input
                type="checkbox"
                aria-label="Select all listings on this page"
                checked={all}
                ref={(box) => {
                  if (box) box.indeterminate = some && !all;
                }}
                onChange={(event) => onSelect(keys, event.target.checked)}
              />
            </th>
            <th scope="col">Listing</th>
            <th scope="col">Status</th>
            <th scope="col" className="dealer-stock-number">
              Price
            </th>
            <th scope="col">Freshness</th>
            <th scope="col" className="dealer-stock-number">
              Views (30 d)
            </th>
            <th scope="col" className="dealer-stock-number">
              Followers
            </th>
            <th scope="col" className="dealer-stock-number">
              Conversations
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <StockRow key={stockKey(item)} item={item} selected={selected.has(stockKey(item))} onSelect={onSelect} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
