// The community's list choices live in the address so a list can be shared and Back returns to it:
// `?tab=recommended|following` on the home page (Latest is the default) and `?sort=active` (Newest is the default)
// for the lists that can be sorted. Anything else in a hand-edited link falls back to the default.
import { TOPIC_SORTS, type TopicSort } from '@yachts/contracts/community';

export const HOME_TABS = ['latest', 'recommended', 'following'] as const;
export type HomeTab = (typeof HOME_TABS)[number];
export const HOME_TAB_LABELS: Record<HomeTab, string> = { latest: 'Latest', recommended: 'Recommended', following: 'Following' };

export interface ListChoice {
  tab: HomeTab;
  sort: TopicSort;
}

export function readTab(params: URLSearchParams): HomeTab {
  const tab = params.get('tab');
  return (HOME_TABS as readonly string[]).includes(tab ?? '') ? (tab as HomeTab) : 'latest';
}

export function readSort(params: URLSearchParams): TopicSort {
  const sort = params.get('sort');
  return (TOPIC_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TopicSort) : 'newest';
}

/** Only Latest can be sorted (the api orders recommended and followed topics itself). */
export function isSortable(tab: HomeTab): boolean {
  return tab === 'latest';
}

/**
 * The query for a choice, defaults left out. The sort stays in the address on the other tabs too, so coming back
 * to Latest keeps the order the reader chose.
 */
export function homeSearch({ tab, sort }: ListChoice): string {
  const params = new URLSearchParams();
  if (tab !== 'latest') params.set('tab', tab);
  if (sort !== 'newest') params.set('sort', sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function sortSearch(sort: TopicSort): string {
  return sort === 'newest' ? '' : `?sort=${sort}`;
}

/** A positive whole number from a path segment, or null ("12abc", "0" and "-3" are not ids). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
