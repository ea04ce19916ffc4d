// shared/ssr: what the host needs to render a page on the server and to hydrate it in the browser.
export { PageData, PageDataContext, type PageDataEntry, type PageDataJson } from './page-data';
export { absoluteUrl, currentRequestScope, isServer, type PageHead, type RequestScope, type ServerApiCall } from './request-scope';
export { lazyPage, lazyPart } from './lazy-page';
export { ConsentStore } from '../consent/consent-store';
export { SessionStore } from '../session/session-store';

export { PAGE_STATE_ID, type PageState } from '@yachts/contracts/site';
