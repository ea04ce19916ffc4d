// The cookie-consent banner (product rules §2, §4). Accept and refuse are equal buttons side by side; closing only
// hides it.
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { consentStore } from './consent-store';
import './consent.css';

export const ConsentBanner = observer(function ConsentBanner() {
  const { pathname } = useLocation();
  if (!consentStore.isBannerShown(pathname)) return null;
  return (
    <section className="consent-banner" role="region" aria-label="Cookie consent" data-testid="consent-banner">
      <div className="consent-inner">
        <div className="consent-text">
          <h2 className="consent-title">Cookies on Yacht Harbour</h2>
          <p>
            We use cookies to keep you signed in, protect forms and remember your choices. Sending messages, following yachts and posting
            need your consent; you can browse either way.
          </p>
        </div>
        <div className="consent-actions">
          <button type="button" className="btn consent-choice" onClick={consentStore.refuse}>
            Refuse cookies
          </button>
          <button type="button" className="btn consent-choice" onClick={consentStore.accept}>
            Accept cookies
          </button>
        </div>
        <button type="button" className="consent-close" aria-label="Close" onClick={consentStore.dismiss}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </section>
  );
});
