// "Enquiries I sent": the messages the user left about yachts (GET /api/v1/user/leaveMessage), each linking to
// the yacht it asked about.
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { LeftMessage } from '@yachts/contracts/account';
import {
  EmptyState,
  formatDateTime,
  type ListAddress,
  pageCount,
  Pager,
  SiteLink,
  truncate,
  useFocusAfterPaging,
  useMemberAsync,
} from 'shared/ui';
import { listLeftMessages } from '../api/list-left-messages';
import { NamedAsyncView } from '../user-area/async-view';
import { ListToolbar } from '../user-area/list-toolbar';
const PAGE_SIZE = 10;

export function EnquiryRow({ enquiry }: { enquiry: LeftMessage }) {
  return (
    <li className="account-row">
      <div className="account-row-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22">
          <path d="M4 4h16v12H7l-3 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </div>
      <div className="account-row-body">
        <h3 className="account-row-title">
          <SiteLink to={enquiry.yachtUrl}>{enquiry.yachtName}</SiteLink>
        </h3>
        <p className="account-row-text">{truncate(enquiry.content, 220)}</p>
        <p className="account-row-meta">
          <span className="badge">{enquiry.yachtKind === 'idle' ? 'Used yacht' : 'New yacht'}</span>
          <span>
            Sent <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
          </span>
        </p>
      </div>
    </li>
  );
}

export const EnquiriesList = observer(function EnquiriesList({ address }: { address: ListAddress }) {
  const { page } = address;
  const headingRef = useFocusAfterPaging(page);
  const [state, reload] = useMemberAsync((signal) => listLeftMessages({ page, pageSize: PAGE_SIZE }, signal), `enquiries:${page}`);
  return (
    <NamedAsyncView state={state} reload={reload} what="your enquiries" rows={{ media: 'none' }}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState title="You haven’t asked about a yacht yet">
            <p>Questions you send to sellers from a yacht’s page are kept here, with a link back to the yacht.</p>
            <Link className="btn btn-primary" to={paths.newYachts()}>
              Browse yachts
            </Link>
          </EmptyState>
        ) : (
          <>
            <ListToolbar
              title="Enquiries I sent"
              headingRef={headingRef}
              status={data.total === 1 ? '1 enquiry' : `${data.total} enquiries`}
            />
            <ul className="panel-list" aria-label="Enquiries I sent">
              {data.items.map((enquiry) => (
                <EnquiryRow key={enquiry.id} enquiry={enquiry} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount(data.total, data.pageSize)} hrefFor={address.hrefFor} />
          </>
        )
      }
    </NamedAsyncView>
  );
});
