// Test support: one page of the account area, as the host mounts it (renderArea of shared/testing).
import { renderArea } from 'shared/testing';
import AccountRoutes from '../routes';

export { history, location } from 'shared/testing';

export function renderPage(path: string) {
  return renderArea(AccountRoutes, path);
}
