// The price of a yacht in its own currency, with the visitor's currency below it when that is another one (at the
// exchange rates of the date it says), and for a used yacht the last change of its asking price with the history
// behind it.
import { toEur, type Currency, type PricePoint, type UsedYachtDetail, type YachtDetail } from '@yachts/contracts/catalogue';
import { formatDate, formatPrice } from 'shared/ui';

/** "Reduced from €X on 12 Mar 2026", "Raised from …", or null when the price never changed. */
export function priceChange(history: PricePoint[]): string | null {
  if (history.length < 2) return null;
  const last = history[history.length - 1]!;
  const before = history[history.length - 2]!;
  const now = toEur(last.price, last.currency);
  const then = toEur(before.price, before.currency);
  if (now === then) return null;
  return `${now < then ? 'Reduced' : 'Raised'} from ${formatPrice(before.price, before.currency)} on ${formatDate(last.changedAt)}`;
}

export function PricePanel({ yacht, label }: { yacht: YachtDetail | UsedYachtDetail; label: string }) {
  const history = yacht.priceHistory ?? [];
  const change = priceChange(history);
  const currency: Currency = yacht.currency;
  return (
    <div className="price-panel">
      <p className="price-panel-label">{label}</p>
      <p className="price-panel-amount" data-testid="yacht-price">
        {formatPrice(yacht.price, currency)}
      </p>
      {yacht.shownPrice ? (
        <p className="price-panel-note" data-testid="yacht-price-shown">
          About {formatPrice(yacht.shownPrice.amount, yacht.shownPrice.currency)}
          {yacht.conversion?.ratesDate ? ` at the exchange rates of ${formatDate(yacht.conversion.ratesDate)}` : null}
        </p>
      ) : null}
      {change ? (
        <p className={`price-panel-change${change.startsWith('Reduced') ? ' is-reduced' : ''}`} data-testid="price-change">
          {change}
        </p>
      ) : null}
      {history.length > 1 ? (
        <details className="price-history">
          <summary>Price history</summary>
          <table>
            <caption className="visually-hidden">Asking price over time</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Asking price</th>
              </tr>
            </thead>
            <tbody>
              {[...history].reverse().map((point) => (
                <tr key={`${point.changedAt}:${point.price}`}>
                  <td>{formatDate(point.changedAt)}</td>
                  <td>{formatPrice(point.price, point.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </div>
  );
}
