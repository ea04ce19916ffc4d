// The catalogue's routes: lists, search, one yacht, the header search form, enquiries, listing reports and their
// decisions, saved searches, exchange rates.
import fp from 'fastify-plugin';
import catalogueRoutes from './catalogue-routes';
import searchFormRoute from './search-form-route';
import enquiryRoutes from './enquiry-routes';
import listingReportRoutes from './listing-report-routes';
import savedSearchRoutes from './saved-searches/saved-search-routes';
import exchangeRatesRoutes from './exchange-rates/exchange-rates-routes';

export interface CatalogueAreaOptions {
  /** The key of the saved-search alerts' unsubscribe links. */
  unsubscribeKey: Buffer;
  /** The key of visitors' conversation links (lib/conversations.ts) and the site's address, for the enquiry's mails. */
  conversationSecret: Buffer;
  publicUrl: string;
}

export default fp<CatalogueAreaOptions>(
  async (app, options) => {
    await app.register(catalogueRoutes);
    await app.register(searchFormRoute);
    await app.register(enquiryRoutes, { conversationSecret: options.conversationSecret, publicUrl: options.publicUrl });
    await app.register(listingReportRoutes, { publicUrl: options.publicUrl });
    await app.register(savedSearchRoutes, { unsubscribeKey: options.unsubscribeKey });
    await app.register(exchangeRatesRoutes);
  },
  { name: 'catalogue-area' },
);
