// The cookie-consent banner (product rules §2, §4; decision 034). Accept and refuse are equal buttons side by side;
// closing only hides it. The choices are a real form: pressed before the page's script is running, the browser posts
// the choice to the gateway, which sets the cookie and sends it back to the same page; once the page is live the
// buttons answer here without leaving the page.
import { useEffect, useRef, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { CONSENT_CHOICE_PATH, CONSENT_FIELDS, type ConsentValue } from '@yachts/contracts/cookies';
import { consentStore } from './consent-store';
import { CloseIcon } from '../ui/icons';
import './consent.css';

/** The height the banner takes at the bottom of the screen, for what must stay clear of it (a sheet's last button). */
const HEIGHT_PROPERTY = '--consent-banner-height';

function useReservedHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(HEIGHT_PROPERTY, `${Math.ceil(banner.getBoundingClientRect().height)}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

const CURRENT_CHOICE: Record<ConsentValue, string> = {
  accepted: 'You have accepted cookies.',
  refused: 'You have refused cookies.',
};

const ConsentPanel = observer(function ConsentPanel({ returnTo }: { returnTo: string }) {
  const ref = useReservedHeight();
  const choose = (value: ConsentValue) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (value === 'accepted') consentStore.accept();
    else consentStore.refuse();
  };
  return (
    <section ref={ref} className="consent-banner" role="region" aria-label="Cookie consent" data-testid="consent-banner">
      <form className="consent-inner" method="post" action={CONSENT_CHOICE_PATH}>
        <input type="hidden" name={CONSENT_FIELDS.returnTo} value={returnTo} />
        <div className="consent-text">
          <h2 className="consent-title">Cookies on Yacht Harbour</h2>
          <p>
            We use the cookies the site needs to sign you in and protect forms; with your consent we also remember your currency and units.
            Everything works either way, and Cookie settings in the footer changes your choice.
            {consentStore.reopened && consentStore.value ? <strong> {CURRENT_CHOICE[consentStore.value]}</strong> : null}
          </p>
        </div>
        <div className="consent-actions">
          <button type="submit" name={CONSENT_FIELDS.choice} value="refused" className="btn consent-choice" onClick={choose('refused')}>
            Refuse cookies
          </button>
          <button type="submit" name={CONSENT_FIELDS.choice} value="accepted" className="btn consent-choice" onClick={choose('accepted')}>
            Accept cookies
          </button>
        </div>
        <button type="button" className="icon-button consent-close" aria-label="Close" onClick={() => consentStore.dismiss()}>
          <CloseIcon size={20} />
        </button>
      </form>
    </section>
  );
});

export const ConsentBanner = observer(function ConsentBanner() {
  const { pathname, search } = useLocation();
  if (!consentStore.isBannerShown(pathname)) return null;
  return <ConsentPanel returnTo={`${pathname}${search}`} />;
});

/** "Cookie settings": opens the choice again on any page (consent is withdrawn as easily as it is given). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => consentStore.reopen()}>
      Cookie settings
    </button>
  );
}
