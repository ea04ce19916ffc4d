// The selling area's routes: the sellers' applications, listings and entries, and the operator's review.
import fp from 'fastify-plugin';
import sellingRoutes from './selling-routes';
import sellerListingRoutes from './seller-listing-routes';
import sellerEntryRoutes from './seller-entry-routes';
import operatorSellingRoutes from './operator-selling-routes';

export default fp(
  async (app) => {
    await app.register(sellingRoutes);
    await app.register(sellerListingRoutes);
    await app.register(sellerEntryRoutes);
    await app.register(operatorSellingRoutes);
  },
  { name: 'selling-area' },
);
