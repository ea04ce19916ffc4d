// Test support: the community at an address, as the host mounts it (renderArea of shared/testing).
import { renderArea } from 'shared/testing';
import CommunityRoutes from '../../routes';

export { history, location } from 'shared/testing';

/** `entries` is the history, the last one shown; `index` picks another (a page reached by Back). */
export function renderCommunity(entries: string | string[], index?: number) {
  return renderArea(CommunityRoutes, entries, { index });
}

export { acceptCookies, beVisitor, logInAs } from 'shared/testing';
