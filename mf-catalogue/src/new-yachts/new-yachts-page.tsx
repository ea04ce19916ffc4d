import { useSearchParams } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { BuildStamp, EmptyState, ErrorState, LengthUnitToggle, PageIntro, Pager, SkeletonCards, useAsync } from 'shared/ui';
import { listNewYachts } from '../api/list-new-yachts';
import { YachtCard } from './yacht-card';

const PAGE_SIZE = 24;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function NewYachtsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const [state, reload] = useAsync((signal) => listNewYachts({ page, pageSize: PAGE_SIZE }, signal), `new:${page}`);

  return (
    <div className="container catalogue-page">
      <PageIntro
        title="New yachts for sale"
        lead={
          state.status === 'ready'
            ? `${state.data.total.toLocaleString('en-GB')} models from the builders, newest first.`
            : 'Models from the builders, newest first.'
        }
        aside={<LengthUnitToggle />}
      />
      {state.status === 'loading' ? <SkeletonCards count={9} label="Loading new yachts" /> : null}
      {state.status === 'error' ? <ErrorState title="We couldn’t load the yachts" message={state.error.message} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.items.length === 0 ? (
        <EmptyState title="No yachts on this page">
          <p>There are no new yachts listed here yet.</p>
        </EmptyState>
      ) : null}
      {state.status === 'ready' && state.data.items.length > 0 ? (
        <>
          <ul className="card-grid" aria-label="New yachts">
            {state.data.items.map((yacht) => (
              <YachtCard key={yacht.id} yacht={yacht} />
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={Math.ceil(state.data.total / state.data.pageSize)}
            hrefFor={(n) => (n === 1 ? paths.newYachts() : `${paths.newYachts()}?page=${n}`)}
          />
        </>
      ) : null}
      <BuildStamp area="catalogue" version={__BUILD_VERSION__} />
    </div>
  );
}
