// SQLite FTS5 (better-sqlite3, in memory): one FTS5 table over the searchable attributes (arrays joined by
// spaces), bm25 weighted by attribute order, every word required, prefix on the last word; a plain table
// beside it for the filters and the facet counts (GROUP BY over the matches). It has no typo tolerance: a
// misspelt word matches nothing, which the "typo queries with hits" column shows.
import Database from 'better-sqlite3';
import type { SearchRecord } from '../../../server/search/types.js';
import { NUMERIC_ATTRIBUTE } from '../corpus.js';
import type { BenchQuery, DisjunctiveQuery } from '../query-set.js';
import { HITS_PER_PAGE, PLAIN_TOKENIZER, type BenchSystem, type SearchOutcome } from '../system.js';

/** Where-clause pieces over `f` (the FTS table) and `m` (the facts table), with their parameters. */
interface Where {
  sql: string[];
  params: (string | number)[];
}

export const sqliteFts5System: BenchSystem = {
  name: 'sqlite-fts5',
  configuration:
    'SQLite FTS5 (better-sqlite3, in memory): same fields, unicode61 without diacritics, bm25 weighted by ' +
    'attribute order, all words, prefix on the last word; facets and filters by SQL on a facts table',
  limits: {
    typos: { level: 'approximate', why: 'no typo tolerance: a misspelt word matches nothing' },
    billNumbers: PLAIN_TOKENIZER,
  },
  build(corpus) {
    const db = new Database(':memory:');
    const columns = corpus.searchable.map((field) => field.attribute);
    db.exec(
      `CREATE VIRTUAL TABLE f USING fts5(${columns.map(quote).join(', ')}, ` +
        `tokenize = 'unicode61 remove_diacritics 2');` +
        'CREATE TABLE m (rowid INTEGER PRIMARY KEY, chamber TEXT, progress TEXT, ts INTEGER);' +
        'CREATE TABLE c (rowid INTEGER, category TEXT);',
    );
    const insertText = db.prepare(
      `INSERT INTO f (rowid, ${columns.map(quote).join(', ')}) VALUES (?${', ?'.repeat(columns.length)})`,
    );
    const insertFacts = db.prepare('INSERT INTO m VALUES (?, ?, ?, ?)');
    const insertCategory = db.prepare('INSERT INTO c VALUES (?, ?)');
    db.transaction((records: SearchRecord[]) => {
      records.forEach((record, rowid) => {
        insertText.run(rowid, ...columns.map((column) => text(record[column])));
        insertFacts.run(rowid, str(record.chamber), str(record.progress), num(record[NUMERIC_ATTRIBUTE]));
        for (const category of list(record.categories)) insertCategory.run(rowid, category);
      });
    })(corpus.records);
    db.exec('CREATE INDEX c_rowid ON c (rowid)');
    const ids = corpus.records.map((record) => record.objectID);
    const weights = corpus.searchable.map((field) => field.boost).join(', ');

    // Statements by SQL text: the filters' shape varies with the request, so each shape is prepared once.
    const statements = new Map<string, Database.Statement>();
    const prepared = (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = db.prepare(sql)));
      return statement;
    };
    const from = (where: Where, join = '') =>
      `FROM f JOIN m ON m.rowid = f.rowid${join} WHERE f MATCH ?${where.sql.map((s) => ` AND ${s}`).join('')}`;

    const search = (match: string, where: Where, hits: boolean, facets: readonly string[]): SearchOutcome => {
      const params = [match, ...where.params];
      const { n } = prepared(`SELECT count(*) AS n ${from(where)}`).get(...params) as { n: number };
      const rows = hits
        ? (prepared(
            `SELECT f.rowid AS id ${from(where)} ORDER BY bm25(f, ${weights}) LIMIT ${HITS_PER_PAGE}`,
          ).all(...params) as { id: number }[])
        : [];
      for (const facet of facets) {
        const sql =
          facet === 'categories'
            ? `SELECT c.category, count(*) ${from(where, ' JOIN c ON c.rowid = f.rowid')} GROUP BY c.category`
            : `SELECT m.${facet}, count(*) ${from(where)} GROUP BY m.${facet}`;
        prepared(sql).all(...params);
      }
      return { ids: rows.map((row) => ids[row.id]!), nbHits: n };
    };
    const nativeBytes = () => {
      const pages = db.pragma('page_count', { simple: true }) as number;
      return pages * (db.pragma('page_size', { simple: true }) as number);
    };
    return {
      nativeBytes,
      run(request) {
        const match = matchExpression(request.text);
        if (match === undefined) return { ids: [], nbHits: 0 };
        return request.type === 'query'
          ? search(
              match,
              queryWhere(request),
              true,
              request.facets ? ['chamber', 'progress', 'categories'] : [],
            )
          : disjunctive(search, match, request);
      },
    };
  },
};

/** InstantSearch's three queries: hits with both refinements, then each facet's counts without its own. */
function disjunctive(
  search: (match: string, where: Where, hits: boolean, facets: readonly string[]) => SearchOutcome,
  match: string,
  request: DisjunctiveQuery,
): SearchOutcome {
  const chamber = refinement('m.chamber', request.chamber);
  const categories = refinement(
    'EXISTS (SELECT 1 FROM c AS r WHERE r.rowid = f.rowid AND r.category',
    request.categories,
    ')',
  );
  const both: Where = {
    sql: [chamber.sql, categories.sql],
    params: [...chamber.params, ...categories.params],
  };
  const main = search(match, both, true, ['chamber', 'progress', 'categories']);
  search(match, { sql: [categories.sql], params: categories.params }, false, ['chamber']);
  search(match, { sql: [chamber.sql], params: chamber.params }, false, ['categories']);
  return main;
}

function refinement(column: string, values: string[], close = '') {
  return { sql: `${column} IN (${values.map(() => '?').join(', ')})${close}`, params: values };
}

function queryWhere(query: BenchQuery): Where {
  if (!query.filters) return { sql: [], params: [] };
  const { chamber, from, to } = query.filters;
  return { sql: ['m.chamber = ?', 'm.ts >= ?', 'm.ts < ?'], params: [chamber, from, to] };
}

/** Every word as a quoted FTS5 string (so no word is read as an operator), the last one a prefix. */
function matchExpression(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : [];
const text = (value: unknown) => list(value).join(' ') || (typeof value === 'number' ? String(value) : null);
const str = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);
