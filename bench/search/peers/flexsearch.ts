// FlexSearch: a Document index with one forward-tokenized index per field (prefix matching on every word).
// It has no field boosts, so each field is searched in attribute order and the ids merged.
import { Document } from 'flexsearch';
import type { SearchRecord } from '../../../server/search/types.js';
import { HITS_PER_PAGE, NO_FACETS, PLAIN_TOKENIZER, type BenchSystem } from '../system.js';

type FlexDocument = { objectID: string } & Record<string, string>;

export const flexSearchSystem: BenchSystem = {
  name: 'flexsearch',
  configuration:
    'FlexSearch 0.8 Document: tokenize "forward" on each field, default encoder; fields searched ' +
    'in attribute order and merged to the first 20 ids',
  limits: {
    ...NO_FACETS,
    // Tags could filter on chamber, but 0.8.212 returns nothing for a multi-field tag search when the
    // first field has no match, and the year filter would still be missing.
    filters: { level: 'missing', why: 'no numeric range filters (tags only)' },
    typos: {
      level: 'approximate',
      why: 'no edit distance: the encoder only normalises (e.g. doubled letters), most typos miss',
    },
    billNumbers: PLAIN_TOKENIZER,
  },
  build(corpus) {
    const fields = corpus.searchable.map((field) => field.attribute);
    const index = new Document<FlexDocument>({
      document: {
        id: 'objectID',
        index: fields.map((field) => ({ field, tokenize: 'forward' as const })),
      },
    });
    for (const record of corpus.records) index.add(toDocument(record, fields));
    return {
      run(request) {
        if (request.type !== 'query' || request.filters || request.facets) {
          throw new Error('flexsearch: facets and filters are not supported');
        }
        const ids = new Set<string>();
        for (const field of fields) {
          if (ids.size >= HITS_PER_PAGE) break;
          const [found] = index.search(request.text, { index: field, limit: HITS_PER_PAGE });
          for (const id of found?.result ?? []) {
            if (ids.size >= HITS_PER_PAGE) break;
            ids.add(String(id));
          }
        }
        // FlexSearch does not count all matches; the merged page is all it returns.
        return { ids: [...ids], nbHits: ids.size };
      },
    };
  },
};

function toDocument(record: SearchRecord, fields: string[]): FlexDocument {
  const document: FlexDocument = { objectID: record.objectID };
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') document[field] = value;
    else if (Array.isArray(value)) document[field] = value.join(' ');
  }
  return document;
}
