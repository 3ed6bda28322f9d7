import { sql, type SelectQueryBuilder } from 'kysely';
import { jurisdictionScope } from '../../jurisdictions/jurisdiction-context.js';

/**
 * Keeps a list to the request's state (server/plugins/jurisdiction.ts): `column` is the jurisdiction_id
 * of the rows listed, e.g. 'b.jurisdiction_id'. Outside a request (background work, single-state
 * repository tests) the list is left whole. Lookups by id are never scoped: a shared link to another
 * state's bill still opens it, in its own state.
 */
export function inRequestState(column: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- applies to any query that has the column
  return <QB extends SelectQueryBuilder<any, any, any>>(query: QB): QB => {
    const jurisdictionId = jurisdictionScope();
    if (jurisdictionId === undefined) return query;
    return query.where(sql<boolean>`${sql.ref(column)} = ${jurisdictionId}`) as QB;
  };
}
