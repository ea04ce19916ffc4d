// "Dealer workspace" in the selling section's navigation (decision 045): only for a logged-in member whose
// GET /api/v1/dealer answers (the owners and staff of a dealer); nothing is asked for a visitor, and nothing is drawn
// while the answer is pending or when it is a 404.
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import { sessionStore } from 'shared/session';
import { useDealerWorkspace } from './dealer-frame';

const MemberLink = observer(function MemberLink({ here }: { here: string }) {
  const [state] = useDealerWorkspace();
  if (state.status !== 'ready') return null;
  const to = paths.dealerWorkspace();
  return (
    <li>
      <Link className="pill-link" to={to} aria-current={here === to || here.startsWith(`${to}/`) ? 'page' : undefined}>
        Dealer workspace
      </Link>
    </li>
  );
});

export const DealerNavLink = observer(function DealerNavLink({ here }: { here: string }) {
  return sessionStore.isLoggedIn ? <MemberLink here={here} /> : null;
});
