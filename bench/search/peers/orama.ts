// Orama: field boosts, all words required (threshold 0), prefix matching, one edit tolerance per query,
// enum facets and where-filters. Hits come back with their stored documents, as ours do.
import {
  create,
  insertMultiple,
  search,
  type AnyDocument,
  type AnyOrama,
  type Results,
  type SearchParams,
} from '@orama/orama';
import { allowedTypos } from '../../../server/search/text/typo-budget.js';
import type { SearchRecord } from '../../../server/search/types.js';
import { NUMERIC_ATTRIBUTE } from '../corpus.js';
import type { BenchQuery, DisjunctiveQuery } from '../query-set.js';
import { HITS_PER_PAGE, PLAIN_TOKENIZER, type BenchSystem, type SearchOutcome } from '../system.js';

type Params = SearchParams<AnyOrama>;
type Where = NonNullable<Params['where']>;
/** Searchable categories are text; the facet copy is an enum list, so 'Health Care' stays one value. */
const CATEGORIES_FACET = 'categories_facet';
const FACETS = { chamber: {}, progress: {}, [CATEGORIES_FACET]: {} };

export const oramaSystem: BenchSystem = {
  name: 'orama',
  configuration:
    'Orama 3: same fields (string / string[]), boost by attribute order, threshold 0 (all words), ' +
    'tolerance = largest typo budget among the words, enum facets chamber/progress/categories, where-filters',
  limits: {
    typos: {
      level: 'approximate',
      why: 'one tolerance for the whole query (the largest budget of its words), not per word',
    },
    billNumbers: PLAIN_TOKENIZER,
  },
  async build(corpus) {
    const properties = corpus.searchable.map((field) => field.attribute);
    const schema = {
      ...Object.fromEntries(properties.map((name) => [name, textType(corpus.records, name)])),
      chamber: 'enum',
      progress: 'enum',
      [CATEGORIES_FACET]: 'enum[]',
      [NUMERIC_ATTRIBUTE]: 'number',
    } as const;
    const db: AnyOrama = create({ schema });
    await insertMultiple(
      db,
      corpus.records.map((record) => toDocument(record, properties)),
    );
    const base: Params = {
      properties,
      boost: Object.fromEntries(corpus.searchable.map((field) => [field.attribute, field.boost])),
      threshold: 0,
    };
    // Orama answers synchronously unless a component is async; only then is there a promise to await.
    const run = (params: Params): SearchOutcome | Promise<SearchOutcome> => {
      const result = search(db, { ...base, ...params });
      return result instanceof Promise ? result.then(toOutcome) : toOutcome(result);
    };
    return {
      run(request) {
        if (request.type === 'query') return run(queryParams(request));
        return (async () => {
          const [main, ...perFacet] = disjunctive(request);
          const outcome = await run(main!);
          for (const params of perFacet) await run(params);
          return outcome;
        })();
      },
    };
  },
};

function toOutcome(result: Results<AnyDocument>): SearchOutcome {
  return { ids: result.hits.map((hit) => hit.id), nbHits: result.count };
}

function queryParams(query: BenchQuery): Params {
  const params: Params = { term: query.text, tolerance: tolerance(query.text), limit: HITS_PER_PAGE };
  if (query.facets) params.facets = FACETS;
  if (query.filters) {
    const { chamber, from, to } = query.filters;
    params.where = { chamber: { eq: chamber }, [NUMERIC_ATTRIBUTE]: { between: [from, to - 1] } };
  }
  return params;
}

function disjunctive(query: DisjunctiveQuery): Params[] {
  const chamber: Where = { chamber: { in: query.chamber } };
  const categories: Where = { [CATEGORIES_FACET]: { containsAny: query.categories } };
  const term = query.text;
  return [
    {
      term,
      tolerance: tolerance(term),
      limit: HITS_PER_PAGE,
      facets: FACETS,
      where: { ...chamber, ...categories },
    },
    { term, tolerance: tolerance(term), limit: 0, facets: { chamber: {} }, where: categories },
    { term, tolerance: tolerance(term), limit: 0, facets: { [CATEGORIES_FACET]: {} }, where: chamber },
  ];
}

function tolerance(text: string): number {
  return Math.max(
    0,
    ...text
      .toLowerCase()
      .split(/\s+/)
      .map((word) => allowedTypos(word)),
  );
}

function textType(records: SearchRecord[], attribute: string): 'string' | 'string[]' {
  return records.some((record) => Array.isArray(record[attribute])) ? 'string[]' : 'string';
}

function toDocument(record: SearchRecord, properties: string[]) {
  const document: Record<string, unknown> = { id: record.objectID };
  for (const name of properties) if (record[name] !== undefined) document[name] = record[name];
  document.chamber = record.chamber;
  document.progress = record.progress;
  document[CATEGORIES_FACET] = Array.isArray(record.categories) ? record.categories : [];
  if (typeof record[NUMERIC_ATTRIBUTE] === 'number') document[NUMERIC_ATTRIBUTE] = record[NUMERIC_ATTRIBUTE];
  return document;
}
