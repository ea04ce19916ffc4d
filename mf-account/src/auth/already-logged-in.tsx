// On the login and register pages for someone who is already logged in: nothing to fill in, a way onwards.
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { logout } from 'shared/auth';

export function AlreadyLoggedIn({ redirect }: { redirect: string | null }) {
  return (
    <div className="auth-done">
      <p>You are already logged in.</p>
      <div className="button-row button-row-center">
        <Link className="btn btn-primary" to={redirect ?? paths.accountInformation()}>
          {redirect ? 'Continue' : 'Go to your account'}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
          Log out
        </button>
      </div>
    </div>
  );
}
