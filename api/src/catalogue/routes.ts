// The catalogue's routes: lists, search, one yacht, the header search form, enquiries, saved searches, exchange rates.
import fp from 'fastify-plugin';
import catalogueRoutes from './catalogue-routes';
import searchFormRoute from './search-form-route';
import enquiryRoutes from './enquiry-routes';
import savedSearchRoutes from './saved-searches/saved-search-routes';
import exchangeRatesRoutes from './exchange-rates/exchange-rates-routes';

export interface CatalogueAreaOptions {
  /** The key of the saved-search alerts' unsubscribe links. */
  unsubscribeKey: Buffer;
}

export default fp<CatalogueAreaOptions>(
  async (app, options) => {
    await app.register(catalogueRoutes);
    await app.register(searchFormRoute);
    await app.register(enquiryRoutes);
    await app.register(savedSearchRoutes, { unsubscribeKey: options.unsubscribeKey });
    await app.register(exchangeRatesRoutes);
  },
  { name: 'catalogue-area' },
);
