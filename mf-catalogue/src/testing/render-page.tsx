// Test support: the catalogue at an address, as the host mounts it (renderArea of shared/testing).
import { renderArea } from 'shared/testing';
import CatalogueRoutes from '../routes';

export { history, location } from 'shared/testing';

export function renderPage(path: string) {
  return renderArea(CatalogueRoutes, path);
}
