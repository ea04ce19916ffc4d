// The selling pages (/sell/…), mounted inside CatalogueRoutes: the landing page, the sell forms, the seller's
// applications and listings, the dealer workspace, all in one frame with the section's navigation. Paths as paths.sell* build them. The
// two pages a listing's mail links to (paths.listingConfirm, listingWithdraw; decision 029) need no login.
import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@yachts/contracts/paths';
import { routePath } from '@yachts/contracts/route-pattern';
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
import { DealerJoinPage } from './dealer/dealer-join-page';
import { DealerOverviewPage } from './dealer/dealer-overview-page';
import { DealerProfilePage } from './dealer/dealer-profile-page';
import { DealerStaffPage } from './dealer/dealer-staff-page';
import { DealerStockPage } from './dealer/dealer-stock-page';
import { DealerFeedsPage } from './dealer/dealer-feeds-page';
import { DealerFiguresPage } from './dealer/dealer-figures-page';

/**
 * Route elements under /sell, returned as an array to spread into a <Routes>: at `sell` itself, or without a path
 * when they are drawn inside the catalogue's `sell/*` route (SellPages).
 */
export function sellRoutes(path: string | null = routePath(PAGES.sell)) {
  return [
    <Route key="sell" path={path ?? undefined} element={<SellLayout />}>
      <Route index element={<SellLandingPage />} />
      <Route path={routePath(PAGES.sellNew, PAGES.sell)} element={<SellFormPage kind="new" />} />
      <Route path={routePath(PAGES.sellUsed, PAGES.sell)} element={<SellFormPage kind="idle" />} />
      <Route path={routePath(PAGES.sellEditNew, PAGES.sell)} element={<SellFormPage kind="new" />} />
      <Route path={routePath(PAGES.sellEditUsed, PAGES.sell)} element={<SellFormPage kind="idle" />} />
      <Route path={routePath(PAGES.sellApplications, PAGES.sell)} element={<ApplicationsPage />} />
      <Route path={routePath(PAGES.sellApplication, PAGES.sell)} element={<ApplicationDetailPage />} />
      <Route path={routePath(PAGES.myListings, PAGES.sell)} element={<ListingsPage />} />
      {/* Fixed paths, no login (decision 029): apart from the listing pages below, which take a kind and an id. */}
      <Route path={routePath(PAGES.listingConfirm, PAGES.sell)} element={<ConfirmLinkPage />} />
      <Route path={routePath(PAGES.listingWithdraw, PAGES.sell)} element={<WithdrawLinkPage />} />
      <Route path={routePath(PAGES.myListingNew, PAGES.sell)} element={<ListingDetailPage kind="new" />} />
      <Route path={routePath(PAGES.myListingUsed, PAGES.sell)} element={<ListingDetailPage kind="idle" />} />
      {/* The dealer workspace (decision 045): owners and staff of an approved business with a dealer page. */}
      <Route path={routePath(PAGES.dealerWorkspace, PAGES.sell)} element={<DealerOverviewPage />} />
      <Route path={routePath(PAGES.dealerProfile, PAGES.sell)} element={<DealerProfilePage />} />
      <Route path={routePath(PAGES.dealerStaff, PAGES.sell)} element={<DealerStaffPage />} />
      <Route path={routePath(PAGES.dealerStock, PAGES.sell)} element={<DealerStockPage />} />
      <Route path={routePath(PAGES.dealerFeeds, PAGES.sell)} element={<DealerFeedsPage />} />
      <Route path={routePath(PAGES.dealerFigures, PAGES.sell)} element={<DealerFiguresPage />} />
      <Route path={routePath(PAGES.dealerJoin, PAGES.sell)} element={<DealerJoinPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>,
  ];
}

/** The selling section as one page module of the catalogue (`catalogue/page-sell`), mounted at `sell/*`. */
export function SellPages() {
  return <Routes>{sellRoutes(null)}</Routes>;
}
