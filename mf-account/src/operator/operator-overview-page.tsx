// The console's first page: who is signed in, with which role, how the second factor stands, and the queues the role
// may open.
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { OPERATOR_ROLE_LABELS, roleAllows } from '@yachts/contracts/operators';
import { OPERATOR_PAGES, operatorPaths } from '@yachts/contracts/paths';
import { ConsoleHeading, When, operatorStore } from 'shared/operator';
import { usePageTitle } from 'shared/ui';

/** What each console page is for, in a line; a page of the console's navigation without one is left out. */
const PURPOSE: Record<string, string> = {
  [operatorPaths.reports()]: 'Topics, articles and comments members reported: hide them with a reason, or show them again.',
  [operatorPaths.listingReports()]:
    'Listings visitors and members reported: withdraw one with the reason its seller reads, keep it or warn the seller, and look again when a seller asks.',
  [operatorPaths.conversationReports()]:
    'Conversations a buyer or a seller reported: read the last messages, then close one as spam, warn the side that was reported, or dismiss the reports.',
  [operatorPaths.members()]: 'Find a member, suspend an account with a reason, or lift a suspension.',
  [operatorPaths.sellApplications()]: 'Yachts sellers want to list: approve them into the catalogue, or reject them with a reason.',
  [operatorPaths.entries()]: 'Sellers and businesses asking to sell on the site; approving a business verifies it as a trader.',
  [operatorPaths.messages()]: 'What visitors wrote through the feedback button and the footer: answer, then mark handled.',
  [operatorPaths.roles()]: 'Who may moderate and who is an admin.',
  [operatorPaths.audit()]: 'Every operator decision: who, what, when, before and after.',
};

export const OperatorOverviewPage = observer(function OperatorOverviewPage() {
  usePageTitle('Operator console');
  const me = operatorStore.me;
  if (!me) return null;
  const pages = OPERATOR_PAGES.filter((page) => PURPOSE[page.path] && roleAllows(me.role, page.role));
  return (
    <div className="console-page">
      <ConsoleHeading title="Operator console" lead={`Signed in as ${me.email}, ${OPERATOR_ROLE_LABELS[me.role].toLowerCase()}.`} />
      <ul className="stack-list console-list operator-overview-pages">
        {pages.map((page) => (
          <li key={page.path} className="console-item">
            <h2>
              <Link to={page.path}>{page.label}</Link>
            </h2>
            <p className="console-lead">{PURPOSE[page.path]}</p>
          </li>
        ))}
      </ul>
      <section className="console-panel operator-security" aria-labelledby="operator-security-title">
        <h2 id="operator-security-title">Second factor</h2>
        <p>
          Your authenticator app is set up. {me.recovery_codes_left} recovery codes left.
          {me.verified_until ? (
            <>
              {' '}
              This login may use the console until <When at={me.verified_until} />.
            </>
          ) : null}
        </p>
      </section>
    </div>
  );
});
