// shared/consent: the cookie-consent gate (store) and its banner.
export { consentStore, ConsentStore } from './consent-store';
export { ConsentBanner, CookieSettingsButton } from './consent-banner';
