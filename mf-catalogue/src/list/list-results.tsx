// The yachts of a catalogue list (catalogue-list-page.tsx): the note on converted prices, the cards, the paging, and
// what a list capped at its window says on its last page (decision 024).
import { DISPLAY_CURRENCY_NAMES, type CatalogueKind, type YachtListPage } from '@yachts/contracts/catalogue';
import { formatDate } from 'shared/ui';
import { YachtCard } from '../cards/yacht-card';
import { formatNumber } from '../common/format';
import { KINDS } from '../common/kinds';
import { Pagination } from './pagination';

export function RatesNote({ data }: { data: YachtListPage }) {
  if (!data.conversion || !data.items.some((yacht) => yacht.shownPrice)) return null;
  return (
    <p className="rates-note">
      Prices in {DISPLAY_CURRENCY_NAMES[data.conversion.currency]} at the exchange rates of {formatDate(data.conversion.ratesDate)}, with
      each asking price beside.
    </p>
  );
}

export function ListResults({
  kind,
  data,
  page,
  pageCount,
  hrefFor,
}: {
  kind: CatalogueKind;
  data: YachtListPage;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (data.items.length === 0) return null;
  return (
    <>
      <ul className="card-grid catalogue-grid" aria-label={KINDS[kind].plural}>
        {data.items.map((yacht, index) => (
          <YachtCard key={`${yacht.kind}:${yacht.id}`} yacht={yacht} eager={index < 3} lead={index === 0} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      {data.totalCapped && page === pageCount ? (
        <p className="catalogue-window-end">
          Lists show their first {formatNumber(data.total)} yachts. Add a filter or search words to see the others.
        </p>
      ) : null}
    </>
  );
}
