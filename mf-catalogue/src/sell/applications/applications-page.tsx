// /sell/applications: every sell application of the user, newest first, a page at a time, narrowed by kind and
// status through the address (?kind=used&status=rejected&page=2).
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import { SELL_STATUS_LABELS, SELL_STATUSES, type SellStatus } from '@yachts/contracts/selling';
import { sessionStore } from 'shared/session';
import { useListAddress, useMemberAsync, usePageTitle } from 'shared/ui';
import { listMySells } from '../api/list-my-sells';
import { FilterChips } from '../filter-chips';
import { kindFromSegment } from '../kinds';
import { SkeletonRows } from '../sell-async-view';
import { SellIntro } from '../sell-layout';
import { LoginPanel, SellStatePanel } from '../sell-panels';
import { SellPagedList } from '../sell-paged-list';
import { useDeleteApplication } from '../use-delete-application';
import { ApplicationRow } from './application-row';

/** No application at all, or none of the kind and status asked for: the way on. */
function NoApplications({ filtered }: { filtered: boolean }) {
  return (
    <SellStatePanel
      id="no-applications-title"
      title={filtered ? 'No applications match' : 'You have not applied to sell a yacht yet'}
      text={
        filtered ? 'Try another kind or status.' : 'Tell us about your yacht; once our team has checked it, she is listed in the catalogue.'
      }
    >
      {filtered ? (
        <Link className="btn btn-secondary" to={paths.sellApplications()}>
          Show all applications
        </Link>
      ) : (
        <Link className="btn btn-primary" to={paths.sell()}>
          Sell a yacht
        </Link>
      )}
    </SellStatePanel>
  );
}

const ApplicationsList = observer(function ApplicationsList() {
  const address = useListAddress();
  const kindParam = address.params.get('kind');
  const kind = kindFromSegment(kindParam);
  const statusParam = address.params.get('status');
  const status = (SELL_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as SellStatus) : undefined;
  const filtered = Boolean(kind || status);
  const [state, reload] = useMemberAsync(
    (signal) => listMySells({ page: address.page, kind: kind ?? undefined, status }, signal),
    `my-sells:${address.page}:${kind ?? ''}:${status ?? ''}`,
  );
  const { ask, dialog } = useDeleteApplication(() => reload());

  return (
    <>
      <div className="sell-filters">
        <FilterChips
          label="Kind"
          current={kind ? kindParam! : 'all'}
          chips={[
            { key: 'all', label: 'All', to: address.hrefWith('kind', null) },
            { key: 'new', label: 'New yachts', to: address.hrefWith('kind', 'new') },
            { key: 'used', label: 'Used yachts', to: address.hrefWith('kind', 'used') },
          ]}
        />
        <FilterChips
          label="Status"
          current={status ?? 'all'}
          chips={[
            { key: 'all', label: 'Any status', to: address.hrefWith('status', null) },
            ...SELL_STATUSES.map((value) => ({ key: value, label: SELL_STATUS_LABELS[value], to: address.hrefWith('status', value) })),
          ]}
        />
      </div>
      <SellPagedList
        state={state}
        reload={reload}
        address={address}
        skeleton={<SkeletonRows label="Loading your applications" />}
        errorTitle="We couldn’t load your applications"
        loginTitle="Log in to see your sell applications"
        title="Applications"
        one="application"
        many="applications"
        empty={<NoApplications filtered={filtered} />}
        listClassName="stack-list sell-list"
        itemKey={(application) => application.id}
        renderItem={(application) => <ApplicationRow application={application} onDelete={() => ask(application)} />}
      />
      {dialog}
    </>
  );
});

export const ApplicationsPage = observer(function ApplicationsPage() {
  usePageTitle('My sell applications');
  return (
    <div className="sell-page">
      <SellIntro title="My sell applications" lead="Every yacht you asked us to list, and where each one stands.">
        {sessionStore.isLoggedIn ? (
          <Link className="btn btn-primary" to={paths.sell()}>
            Sell another yacht
          </Link>
        ) : null}
      </SellIntro>
      {sessionStore.isLoggedIn ? <ApplicationsList /> : <LoginPanel title="Log in to see your sell applications" />}
    </div>
  );
});
