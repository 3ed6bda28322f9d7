import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the statements other than SELECTs that this handle has run, once each has run, so a cache of
 * something read from the database (plugins/data-version.ts) knows this process may have changed it.
 * Raw SQL counts as a write: it may be one.
 */
export class WriteCounter implements KyselyPlugin {
  count = 0;
  readonly #writes = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode') this.#writes.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) this.count++;
    return result;
  }
}

/** How many writes `db` has run, or undefined for a handle opened without a WriteCounter. */
export function writesThrough<DB>(db: Kysely<DB>): number | undefined {
  return db.getExecutor().plugins.find((plugin) => plugin instanceof WriteCounter)?.count;
}
