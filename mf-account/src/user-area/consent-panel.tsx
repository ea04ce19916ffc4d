// Product rules §4: calls from pages other than the four login pages need cookie consent. The shared client cancels
// them silently and brings the banner back; the page says why it is empty and offers the same choice in place.
import { useId } from 'react';
import { consentStore } from 'shared/consent';

export function ConsentPanel() {
  const titleId = useId();
  return (
    <section className="state-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Cookies are needed here</h2>
      <p>Your account pages use cookies to keep you logged in and your requests safe. Accept cookies to continue.</p>
      <button type="button" className="btn btn-primary" onClick={() => consentStore.accept()}>
        Accept cookies
      </button>
    </section>
  );
}
