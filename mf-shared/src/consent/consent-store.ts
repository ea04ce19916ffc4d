// Cookie consent (product rules §2, §4; decision 034). One instance for the page (mf-shared is loaded once): the
// banner, the form-style client and every area agree.
import { isServer, requestScoped } from '../ssr/request-scope';
import { ConsentStore } from './consent-model';

export { ConsentStore } from './consent-model';

/** The page's consent; in a server render, the consent of the visitor being rendered (read from their cookie). */
export const consentStore: ConsentStore = isServer
  ? requestScoped(
      (scope) => scope.consent,
      () => new ConsentStore(undefined),
    )
  : new ConsentStore();
