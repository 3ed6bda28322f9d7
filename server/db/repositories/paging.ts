import type { SelectQueryBuilder } from 'kysely';

/** One page of a list: at most `limit` rows, after skipping `offset`. */
export interface Page {
  limit: number;
  offset: number;
}

/**
 * Limits an ordered query to one page, for `.$call(paged(page))`. The order must end on a unique
 * column (usually the id), or rows can repeat or go missing between pages.
 */
export const paged =
  ({ limit, offset }: Page) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    query.limit(limit).offset(offset);
