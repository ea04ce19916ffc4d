// What differs between the two catalogues on screen: their list address, their words, and their detail pages.
// 'idle' is the product's word for used yachts (docs/product.md §1); pages say "used".
import { paths } from '@yachts/contracts/paths';
import type { CatalogueKind, YachtSummary } from '@yachts/contracts/catalogue';

export interface KindInfo {
  kind: CatalogueKind;
  /** The list page: /new-yachts-for-sale/ or /used-yachts-for-sale/. */
  listPath: string;
  /** "New yachts for sale" */
  title: string;
  /** "New yachts": the list's accessible name and the breadcrumb. */
  plural: string;
  /** "new yacht" / "used yacht", for counts: "1 used yacht", "1,234 used yachts". */
  noun: string;
  /** The price's label on a detail page. */
  priceLabel: string;
}

export const KINDS: Record<CatalogueKind, KindInfo> = {
  new: {
    kind: 'new',
    listPath: paths.newYachts(),
    title: 'New yachts for sale',
    plural: 'New yachts',
    noun: 'new yacht',
    priceLabel: 'Base price',
  },
  idle: {
    kind: 'idle',
    listPath: paths.usedYachts(),
    title: 'Used yachts for sale',
    plural: 'Used yachts',
    noun: 'used yacht',
    priceLabel: 'Asking price',
  },
};

/** The other catalogue, offered when a search finds nothing in this one. */
export function otherKind(kind: CatalogueKind): CatalogueKind {
  return kind === 'new' ? 'idle' : 'new';
}

/** A yacht's page, built from the one table of paths. */
export function yachtPath(yacht: Pick<YachtSummary, 'kind' | 'id' | 'slug'>): string {
  return yacht.kind === 'idle' ? paths.usedYacht(yacht.id, yacht.slug) : paths.newYacht(yacht.id, yacht.slug);
}

export function yachtName(yacht: Pick<YachtSummary, 'builder' | 'model'>): string {
  return `${yacht.builder} ${yacht.model}`;
}
