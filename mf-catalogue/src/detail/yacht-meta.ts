// What a yacht's page tells search engines and link previews (architecture §7): a description with its price, its
// one address, its cover picture, and schema.org data (a Product with its Offer, and the breadcrumb trail).
import { YACHT_TYPE_LABELS, type NewYachtDetail, type UsedYachtDetail } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import type { PageHead } from 'shared/ssr';
import { absoluteUrl } from 'shared/ssr';
import { formatPrice } from 'shared/ui';
import { KINDS, yachtName, yachtPath } from '../common/kinds';
import { listHref } from '../list/catalogue-address';

type Detail = NewYachtDetail | UsedYachtDetail;

/** Search results show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** The text on one line, cut at a word to at most `length` characters with an ellipsis. */
export function shortened(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

export function yachtMeta(yacht: Detail, place: string | null): Omit<PageHead, 'title'> {
  const name = yachtName(yacht);
  const path = yachtPath(yacht);
  const price = formatPrice(yacht.price, yacht.currency);
  const lead = `${yacht.kind === 'idle' ? 'Used' : 'New'} ${yacht.year} ${name}, ${YACHT_TYPE_LABELS[yacht.type].toLowerCase()}, ${
    yacht.lengthM
  } m${place ? `, in ${place}` : ''}, for ${price}.`;
  const description = shortened(`${lead} ${yacht.description}`, DESCRIPTION_LENGTH);
  const info = KINDS[yacht.kind];
  return {
    description,
    canonicalPath: path,
    image: yacht.photos[0],
    type: 'product',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description: shortened(yacht.description || lead, 5000),
        image: yacht.photos.map((photo) => absoluteUrl(photo)),
        brand: { '@type': 'Brand', name: yacht.builder },
        model: yacht.model,
        productionDate: String(yacht.year),
        offers: {
          '@type': 'Offer',
          url: absoluteUrl(path),
          price: yacht.price,
          priceCurrency: yacht.currency,
          availability: 'https://schema.org/InStock',
          itemCondition: yacht.kind === 'idle' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Home', path: paths.home() },
          { name: info.plural, path: info.listPath },
          { name: yacht.builder, path: listHref(yacht.kind, { builder: [yacht.builder] }) },
          { name: yacht.model, path },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
      },
    ],
  };
}
