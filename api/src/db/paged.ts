// One page of a list: the page's rows and the whole list's total, read together. The select is made `$dynamic()`
// so one function can page any of them (https://orm.drizzle.team/docs/dynamic-query-building).
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page } from '@yachts/contracts/envelope';
import { offsetOf, pageOf, type PageQuery } from '../lib/page-request';

/** The rows of the page asked for, of a select already in the list's order. */
export function onPage<T extends PgSelect>(select: T, query: PageQuery): T {
  return select.limit(query.pageSize).offset(offsetOf(query));
}

/** The page asked for of an ordered select, each row made an item, with the total that `counted` answers. */
export async function pageOfSelect<T extends PgSelect, Item>(
  select: T,
  counted: PromiseLike<{ n: number }[]>,
  query: PageQuery,
  toItem: (row: Awaited<T>[number]) => Item,
): Promise<Page<Item>> {
  const [rows, [total]] = await Promise.all([onPage(select, query), counted]);
  return pageOf(rows.map(toItem), total?.n, query);
}
