// /user/myCollection: the topics and articles the user collected, all or one kind.
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { CollectedItem, CommunityItemKind } from '@yachts/contracts/account';
import { Avatar, EmptyState, formatDate, SiteLink, truncate, useListAddress, useMemberAsync } from 'shared/ui';
import { listCollection } from '../api/list-collection';
import { FilterTabs } from '../user-area/filter-tabs';
import { PagedList, plural } from '../user-area/paged-list';
import { UserPage } from '../user-area/user-page';

const PAGE_SIZE = 10;
const KINDS: { key: 'all' | CommunityItemKind; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'topic', label: 'Topics' },
  { key: 'article', label: 'Articles' },
];

function CollectedRow({ item }: { item: CollectedItem }) {
  return (
    <div className="account-row">
      <div className="account-row-body">
        <p className="account-row-kicker">
          <span className="badge">{item.kind === 'article' ? 'Article' : 'Topic'}</span>
          {item.hidden ? <span className="badge badge-hidden">Hidden after reports</span> : null}
        </p>
        <h3 className="account-row-title">
          <SiteLink to={item.url}>{item.title}</SiteLink>
        </h3>
        {item.excerpt ? <p className="account-row-text">{truncate(item.excerpt, 200)}</p> : null}
        <p className="account-row-meta">
          {item.author ? (
            <span className="account-row-author">
              <Avatar src={item.author.avatarUrl} alt="" size={24} />
              <Link to={paths.member(item.author.uuid)}>{item.author.name}</Link>
            </span>
          ) : null}
          <span>
            Saved <time dateTime={item.collectedAt}>{formatDate(item.collectedAt)}</time>
          </span>
        </p>
      </div>
    </div>
  );
}

const CollectionList = observer(function CollectionList() {
  const address = useListAddress();
  const { page, params } = address;
  const kindParam = params.get('kind');
  const kind: CommunityItemKind | undefined = kindParam === 'topic' || kindParam === 'article' ? kindParam : undefined;
  const [state, reload] = useMemberAsync(
    (signal) => listCollection({ page, pageSize: PAGE_SIZE, kind }, signal),
    `collection:${kind ?? 'all'}:${page}`,
  );
  return (
    <>
      <FilterTabs
        label="Kind of item"
        current={kind ?? 'all'}
        tabs={KINDS.map(({ key, label }) => ({ key, label, to: address.hrefWith('kind', key === 'all' ? null : key) }))}
      />
      <PagedList
        state={state}
        reload={reload}
        address={address}
        title={kind === 'topic' ? 'Collected topics' : kind === 'article' ? 'Collected articles' : 'Your collection'}
        count={(total) => plural(total, 'item', 'items')}
        loadingLabel="Loading your collection"
        errorTitle="We couldn’t load your collection"
        loginWhat="your collection"
        itemKey={(item) => `${item.kind}:${item.id}`}
        renderItem={(item) => <CollectedRow item={item} />}
        empty={
          <EmptyState title={kind ? `No collected ${kind}s yet` : 'Your collection is empty'}>
            <p>Collect topics and articles in the community to read them again later.</p>
            <Link className="btn btn-primary" to={paths.community()}>
              Visit the community
            </Link>
          </EmptyState>
        }
      />
    </>
  );
});

export function CollectionPage() {
  return (
    <UserPage title="Collection" lead="Topics and articles you saved to read again." loginWhat="your collection">
      <CollectionList />
    </UserPage>
  );
}
