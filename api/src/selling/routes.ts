// The selling area's routes: the sellers' applications, listings and entries, the operator's review, the dealer
// workspace and dealers' stock feeds.
import fp from 'fastify-plugin';
import sellingRoutes from './selling-routes';
import sellerListingRoutes from './seller-listing-routes';
import sellerEntryRoutes from './seller-entry-routes';
import operatorSellingRoutes from './operator-selling-routes';
import dealerWorkspaceRoutes from './dealer-workspace-routes';
import feedRoutes, { type FeedRouteOptions } from './feeds/feed-routes';
import figuresRoutes from './figures/figures-routes';
import leadWebhook from './leads/lead-webhook';

export default fp(
  async (app, options: FeedRouteOptions) => {
    await app.register(sellingRoutes);
    await app.register(sellerListingRoutes);
    await app.register(sellerEntryRoutes);
    await app.register(operatorSellingRoutes);
    await app.register(dealerWorkspaceRoutes, { publicUrl: options.publicUrl });
    await app.register(figuresRoutes);
    await app.register(leadWebhook, { publicUrl: options.publicUrl, allowPrivateHosts: options.feedAllowedHosts });
    await app.register(feedRoutes, { storage: options.storage, feedAllowedHosts: options.feedAllowedHosts, publicUrl: options.publicUrl });
  },
  { name: 'selling-area' },
);
