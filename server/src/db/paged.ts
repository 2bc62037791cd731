import type { SelectQueryBuilder } from 'kysely';
import { pageOffset } from '@tracker/shared/domain';

/** One page of a list, how many rows the list has in all, and whether pages follow. */
export interface PagedRows<Row> {
  rows: Row[];
  total: number;
  hasMore: boolean;
}

/**
 * Page `page` (1-based, `size` rows each) of an ordered query: the rows are counted first, and a page
 * past the end is empty without a second read. `counted` is the query whose rows are counted: the
 * same rows without the joins that only add what each row shows (a count over a join costs more).
 */
export async function pagedRows<DB, TB extends keyof DB, O, CB extends keyof DB = TB, CO = O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  size: number,
  counted: SelectQueryBuilder<DB, CB, CO> = query as unknown as SelectQueryBuilder<DB, CB, CO>,
): Promise<PagedRows<Awaited<ReturnType<typeof query.execute>>[number]>> {
  // A generic builder cannot name the selection's type: the row is `{ n }` by the select above it.
  const count = (await counted
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()) as { n: number | string };
  const total = Number(count.n);
  const offset = pageOffset(page, size);
  const rows = offset < total ? await query.limit(size).offset(offset).execute() : [];
  return { rows, total, hasMore: offset + rows.length < total };
}
