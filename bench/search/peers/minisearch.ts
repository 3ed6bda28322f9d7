// MiniSearch: field boosts, AND of all words, prefix on the last word, fuzzy by our typo budget, filters
// through its filter callback over stored fields. It has no facet counts.
import MiniSearch, { type SearchOptions } from 'minisearch';
import { allowedTypos } from '../../../server/search/text/typo-budget.js';
import type { SearchRecord } from '../../../server/search/types.js';
import { NUMERIC_ATTRIBUTE } from '../corpus.js';
import { HITS_PER_PAGE, NO_FACETS, PLAIN_TOKENIZER, type BenchSystem } from '../system.js';

export const miniSearchSystem: BenchSystem = {
  name: 'minisearch',
  configuration:
    'MiniSearch 7: same fields, boost by attribute order, combineWith AND, prefix on the last word, ' +
    'fuzzy = our typo budget per word, filter callback on stored chamber + timestamp',
  limits: {
    ...NO_FACETS,
    billNumbers: PLAIN_TOKENIZER,
  },
  build(corpus) {
    const fields = corpus.searchable.map((field) => field.attribute);
    const index = new MiniSearch<SearchRecord>({
      idField: 'objectID',
      fields,
      storeFields: ['chamber', NUMERIC_ATTRIBUTE],
      extractField: (record, field) => {
        const value = record[field];
        return Array.isArray(value) ? value.join(' ') : value;
      },
    });
    index.addAll(corpus.records);
    const base: SearchOptions = {
      boost: Object.fromEntries(corpus.searchable.map((field) => [field.attribute, field.boost])),
      combineWith: 'AND',
      prefix: (_term, position, terms) => position === terms.length - 1,
      fuzzy: (term) => allowedTypos(term) || false,
    };
    return {
      run(request) {
        if (request.type !== 'query') throw new Error('minisearch: disjunctive requests are not supported');
        const { filters } = request;
        const results = index.search(
          request.text,
          filters
            ? {
                ...base,
                filter: (result) =>
                  result.chamber === filters.chamber &&
                  result[NUMERIC_ATTRIBUTE] >= filters.from &&
                  result[NUMERIC_ATTRIBUTE] < filters.to,
              }
            : base,
        );
        return { ids: results.slice(0, HITS_PER_PAGE).map((r) => String(r.id)), nbHits: results.length };
      },
    };
  },
};
