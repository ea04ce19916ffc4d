// The two ways in a "log in first" panel offers: the login modal and the registration modal, over the page the
// visitor is on (the login modal reloads it after a login, docs/product.md §4).
import { openLogin, openRegister } from './auth-views';

/** "Log in" and "Create account" side by side; `className` is the panel's row of actions. */
export function LoginChoices({ className, registerLabel = 'Create account' }: { className: string; registerLabel?: string }) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-primary" onClick={openLogin}>
        Log in
      </button>
      <button type="button" className="btn btn-secondary" onClick={openRegister}>
        {registerLabel}
      </button>
    </div>
  );
}
