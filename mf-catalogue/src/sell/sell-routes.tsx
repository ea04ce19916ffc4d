// The selling pages (/sell/…), mounted inside CatalogueRoutes: the landing page, the sell forms, the seller's
// applications and listings, all in one frame with the section's navigation. Paths as paths.sell* build them.
import { Route } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { ApplicationDetailPage } from './applications/application-detail-page';
import { ApplicationsPage } from './applications/applications-page';
import { SellFormPage } from './form/sell-form-page';
import { SellLandingPage } from './landing/sell-landing-page';
import { ListingDetailPage } from './listings/listing-detail-page';
import { ListingsPage } from './listings/listings-page';
import { SellLayout } from './sell-layout';

/** Route elements under /sell; returned as an array so CatalogueRoutes can spread them into its <Routes>. */
export function sellRoutes() {
  return [
    <Route key="sell" path="sell" element={<SellLayout />}>
      <Route index element={<SellLandingPage />} />
      <Route path="new" element={<SellFormPage kind="new" />} />
      <Route path="used" element={<SellFormPage kind="idle" />} />
      <Route path="new/:id/edit" element={<SellFormPage kind="new" />} />
      <Route path="used/:id/edit" element={<SellFormPage kind="idle" />} />
      <Route path="applications" element={<ApplicationsPage />} />
      <Route path="applications/:id" element={<ApplicationDetailPage />} />
      <Route path="listings" element={<ListingsPage />} />
      <Route path="listings/new/:id" element={<ListingDetailPage kind="new" />} />
      <Route path="listings/used/:id" element={<ListingDetailPage kind="idle" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>,
  ];
}
