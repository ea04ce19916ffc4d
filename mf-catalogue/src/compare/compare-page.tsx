// The compare page (/yachts/compare/?ids=idle-7,new-101): up to four yachts side by side, their specifications aligned
// row by row, the rows where they differ marked (and, on request, the only ones shown), in the visitor's length unit
// and currency. The address is the list, so it can be shared; the page's yachts become the visitor's choice.
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { compareIdText, parseCompareIds, type CompareId, type NewYachtDetail, type UsedYachtDetail } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { isNotFound } from 'shared/api';
import { sessionStore } from 'shared/session';
import { ErrorState, FallbackImage, PriceTag, SkeletonCards, useAsync, useHydrated, usePageMeta, usePageTitle } from 'shared/ui';
import { getYacht } from '../api/get-yacht';
import { BrowseLinks } from '../common/browse-links';
import { yachtName, yachtPath } from '../common/kinds';
import { specRows } from '../detail/specs-table';
import { compareStore } from './compare-store';

type Detail = NewYachtDetail | UsedYachtDetail;
/** A yacht of the address: its details, or null when it is no longer listed. */
export interface Compared {
  ref: CompareId;
  yacht: Detail | null;
}

async function loadAll(ids: CompareId[], currency: Parameters<typeof getYacht>[2], signal: AbortSignal): Promise<Compared[]> {
  return Promise.all(
    ids.map(async (ref) => {
      try {
        return { ref, yacht: await getYacht(ref.kind, ref.id, currency, signal) };
      } catch (error) {
        if (isNotFound(error)) return { ref, yacht: null };
        throw error;
      }
    }),
  );
}

/** The rows of the table: every label any yacht has, in the order of the specifications, and each yacht's value. */
export function compareRows(yachts: Detail[], unit: 'm' | 'ft'): { label: string; values: string[]; differs: boolean }[] {
  const perYacht = yachts.map((yacht) => new Map(specRows(yacht, unit)));
  const labels: string[] = [];
  for (const yacht of yachts) for (const [label] of specRows(yacht, unit)) if (!labels.includes(label)) labels.push(label);
  return labels.map((label) => {
    const values = perYacht.map((rows) => rows.get(label) ?? '–');
    return { label, values, differs: new Set(values).size > 1 };
  });
}

/** The page with no yachts in its address: how to choose some. */
function NothingToCompare() {
  return (
    <div className="container compare-page">
      <h1>Compare yachts</h1>
      <section className="state-panel">
        <h2>Nothing to compare yet</h2>
        <p>Press “Compare” on up to four yachts in a list or on their pages, then come back here to see them side by side.</p>
        <BrowseLinks />
      </section>
    </div>
  );
}

type Listed = { ref: CompareId; yacht: Detail };

/** The yachts of the address that are no longer listed, and a button that takes them out. */
function GoneNotice({ gone, onRemove }: { gone: Compared[]; onRemove: (ref: CompareId) => void }) {
  return (
    <p className="compare-gone" role="status">
      {gone.length === 1 ? 'One yacht of this comparison is' : `${gone.length} yachts of this comparison are`} no longer listed.{' '}
      <button type="button" className="link-button filter-link" onClick={() => gone.forEach((entry) => onRemove(entry.ref))}>
        Take {gone.length === 1 ? 'it' : 'them'} out
      </button>
    </p>
  );
}

interface CompareTableProps {
  listed: Listed[];
  rows: ReturnType<typeof compareRows>;
  titleId: string;
  onRemove: (ref: CompareId) => void;
}

/** The yachts side by side: a column each (photo, name, price, Remove), a row per specification. */
function CompareTable({ listed, rows: shownRows, titleId, onRemove: remove }: CompareTableProps) {
  const names = listed.map((entry) => yachtName(entry.yacht));
  return (
    <div className="compare-scroll">
      <table className="compare-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <td />
            {listed.map(({ ref, yacht }, index) => (
              <th key={compareIdText(ref)} scope="col" className="compare-yacht">
                <FallbackImage src={yacht.photos[0] ?? yacht.imageUrl} alt="" width={320} height={200} loading="lazy" />
                <Link to={yachtPath(yacht)} className="compare-yacht-name">
                  {names[index]}
                </Link>
                <span className="compare-yacht-price">
                  <PriceTag price={yacht.price} currency={yacht.currency} shownPrice={yacht.shownPrice} />
                </span>
                <button type="button" className="link-button filter-link compare-remove" onClick={() => remove(ref)}>
                  Remove<span className="visually-hidden"> {names[index]} from the comparison</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row) => (
            <tr key={row.label} className={row.differs ? 'compare-differs' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs && listed.length > 1 ? <span className="visually-hidden"> (differs)</span> : null}
              </th>
              {row.values.map((value, index) => (
                <td key={compareIdText(listed[index]!.ref)}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const ComparePage = observer(function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const idsText = params.get('ids');
  const ids = useMemo(() => parseCompareIds(idsText), [idsText]);
  const key = ids.map(compareIdText).join(',');
  const { currency, lengthUnit } = sessionStore;
  const [state, reload] = useAsync((signal) => loadAll(ids, currency, signal), `compare:${key}:${currency}`);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const hydrated = useHydrated();
  const titleId = useId();

  usePageTitle('Compare yachts');
  usePageMeta({
    description: 'Yachts for sale side by side: prices, sizes, engines and where they lie.',
    canonicalPath: paths.compare(),
    noindex: true,
  });

  // A shared link's yachts become this visitor's choice, so the "Compare" buttons agree with the page.
  useEffect(() => {
    if (!hydrated) return;
    compareStore.load();
    if (compareStore.ids.map(compareIdText).join(',') !== key) compareStore.replace(ids);
  }, [hydrated, key, ids]);

  const remove = (ref: CompareId) => {
    const next = ids.filter((item) => compareIdText(item) !== compareIdText(ref));
    compareStore.replace(next);
    void navigate(paths.compare(next.map(compareIdText)), { replace: true });
  };

  if (ids.length === 0) return <NothingToCompare />;

  const listed = state.status === 'ready' ? state.data.filter((entry): entry is Listed => entry.yacht !== null) : [];
  const gone = state.status === 'ready' ? state.data.filter((entry) => entry.yacht === null) : [];
  const rows = compareRows(
    listed.map((entry) => entry.yacht),
    lengthUnit,
  );
  const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;

  return (
    <div className="container compare-page">
      <div className="spread-row compare-head">
        <h1 id={titleId}>Compare yachts</h1>
        {listed.length > 1 ? (
          <label className="compare-only-differences">
            <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
            Show only the differences
          </label>
        ) : null}
      </div>
      {state.status === 'loading' ? <SkeletonCards count={ids.length} label="Loading the yachts" /> : null}
      {state.status === 'error' ? <ErrorState title="We couldn’t load the yachts" message={state.error.message} onRetry={reload} /> : null}
      {gone.length > 0 ? <GoneNotice gone={gone} onRemove={remove} /> : null}
      {listed.length > 0 ? <CompareTable listed={listed} rows={shownRows} titleId={titleId} onRemove={remove} /> : null}
      {state.status === 'ready' && listed.length === 1 ? (
        <p className="compare-more">
          Add another yacht with “Compare” in a <Link to={paths.usedYachts()}>list</Link> to set it beside this one.
        </p>
      ) : null}
    </div>
  );
});
