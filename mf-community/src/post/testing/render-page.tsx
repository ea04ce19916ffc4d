// Test support: the community at an address, with its toasts, as the host mounts it (renderArea of shared/testing).
import { renderArea } from 'shared/testing';
import CommunityRoutes from '../../routes';

export { history, location } from 'shared/testing';

export function renderPage(path: string) {
  return renderArea(CommunityRoutes, path, { toasts: true });
}
