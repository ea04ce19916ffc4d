// What a dealer's page tells search engines and link previews (architecture §7): a description with where it is and
// what it sells, its one address, its logo, and schema.org data (the business with its contact details, and the
// breadcrumb trail).
import type { Dealer } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import type { PageHead } from 'shared/ssr';
import { absoluteUrl } from 'shared/ssr';
import { DESCRIPTION_LENGTH, shortened } from '../detail/yacht-meta';
import { DEALER_CATEGORY_LABELS, DEALERS_TITLE, stockSummary, websiteLink } from './dealer-format';

export function dealerMeta(dealer: Dealer, place: string): Omit<PageHead, 'title'> {
  const path = paths.dealer(dealer.slug);
  const listed = dealer.listings.new + dealer.listings.idle > 0 ? `, with ${stockSummary(dealer.listings)} for sale` : '';
  const lead = `${dealer.name}: yacht ${DEALER_CATEGORY_LABELS[dealer.category].toLowerCase()}${place ? ` in ${place}` : ''}${listed}.`;
  const website = websiteLink(dealer.website);
  return {
    description: shortened(`${lead} ${dealer.about}`, DESCRIPTION_LENGTH),
    canonicalPath: path,
    image: dealer.logoUrl ?? undefined,
    type: 'website',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: dealer.name,
        url: absoluteUrl(path),
        ...(dealer.about ? { description: shortened(dealer.about, 5000) } : {}),
        ...(dealer.logoUrl ? { logo: absoluteUrl(dealer.logoUrl), image: absoluteUrl(dealer.logoUrl) } : {}),
        ...(dealer.phone ? { telephone: dealer.phone } : {}),
        ...(dealer.email ? { email: dealer.email } : {}),
        ...(website ? { sameAs: [website.href] } : {}),
        ...(dealer.languages.length ? { knowsLanguage: dealer.languages } : {}),
        address: {
          '@type': 'PostalAddress',
          ...(dealer.address ? { streetAddress: dealer.address } : {}),
          ...(dealer.city ? { addressLocality: dealer.city } : {}),
          ...(dealer.country ? { addressCountry: dealer.country } : {}),
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Home', path: paths.home() },
          { name: DEALERS_TITLE, path: paths.dealers() },
          { name: dealer.name, path },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
      },
    ],
  };
}
