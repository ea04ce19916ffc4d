// The selling pages (/sell/…), mounted inside CatalogueRoutes: the landing page, the sell forms, the seller's
// applications and listings, all in one frame with the section's navigation. Paths as paths.sell* build them. The
// two pages a listing's mail links to (paths.listingConfirm, listingWithdraw; decision 029) need no login.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { ApplicationDetailPage } from './applications/application-detail-page';
import { ApplicationsPage } from './applications/applications-page';
import { SellFormPage } from './form/sell-form-page';
import { SellLandingPage } from './landing/sell-landing-page';
import { ConfirmLinkPage } from './links/confirm-link-page';
import { WithdrawLinkPage } from './links/withdraw-link-page';
import { ListingDetailPage } from './listings/listing-detail-page';
import { ListingsPage } from './listings/listings-page';
import { SellLayout } from './sell-layout';

/**
 * Route elements under /sell, returned as an array to spread into a <Routes>: at `sell` itself, or without a path
 * when they are drawn inside the catalogue's `sell/*` route (SellPages).
 */
export function sellRoutes(path: 'sell' | null = 'sell') {
  return [
    <Route key="sell" path={path ?? undefined} element={<SellLayout />}>
      <Route index element={<SellLandingPage />} />
      <Route path="new" element={<SellFormPage kind="new" />} />
      <Route path="used" element={<SellFormPage kind="idle" />} />
      <Route path="new/:id/edit" element={<SellFormPage kind="new" />} />
      <Route path="used/:id/edit" element={<SellFormPage kind="idle" />} />
      <Route path="applications" element={<ApplicationsPage />} />
      <Route path="applications/:id" element={<ApplicationDetailPage />} />
      <Route path="listings" element={<ListingsPage />} />
      {/* Fixed paths, no login (decision 029): apart from the listing pages below, which take a kind and an id. */}
      <Route path="listings/confirm" element={<ConfirmLinkPage />} />
      <Route path="listings/withdraw" element={<WithdrawLinkPage />} />
      <Route path="listings/new/:id" element={<ListingDetailPage kind="new" />} />
      <Route path="listings/used/:id" element={<ListingDetailPage kind="idle" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>,
  ];
}

/** The selling section as one page module of the catalogue (`catalogue/page-sell`), mounted at `sell/*`. */
export function SellPages() {
  return <Routes>{sellRoutes(null)}</Routes>;
}
