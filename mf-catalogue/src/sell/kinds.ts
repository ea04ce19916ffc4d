// The two catalogues in the seller's words: 'idle' stays in calls and data, pages and addresses say "used".
import type { CatalogueKind } from '@yachts/contracts/catalogue';

export const KIND_LABELS: Record<CatalogueKind, string> = { new: 'New yacht', idle: 'Used yacht' };

/** The address segment of a kind (paths.sellEdit, paths.myListing use the same words). */
export function kindSegment(kind: CatalogueKind): 'new' | 'used' {
  return kind === 'new' ? 'new' : 'used';
}

export function kindFromSegment(segment: string | null | undefined): CatalogueKind | null {
  return segment === 'new' ? 'new' : segment === 'used' ? 'idle' : null;
}
