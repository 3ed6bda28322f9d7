// The fixed query set: drawn from the corpus with a seeded PRNG, so every query uses real words (and real
// bill numbers) and the same corpus always gives the same queries.
import { Rng, hashSeed } from '../../server/db/seed/random.js';
import type { SearchRecord } from '../../server/search/types.js';
import { NUMERIC_ATTRIBUTE, type BenchCorpus } from './corpus.js';

export const QUERY_KINDS = ['single', 'multi', 'typo', 'prefix', 'bill'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** Variants of every kind: with or without the three facets, with or without the filters. */
export const VARIANTS = [
  { suffix: '', facets: false, filters: false },
  { suffix: ' +filters', facets: false, filters: true },
  { suffix: ' +facets', facets: true, filters: false },
  { suffix: ' +facets+filters', facets: true, filters: true },
] as const;

export interface Filters {
  /** facetFilters chamber:<chamber>. */
  chamber: string;
  /** numericFilters on NUMERIC_ATTRIBUTE: one calendar year, [from, to) in Unix seconds. */
  from: number;
  to: number;
}

export interface BenchQuery {
  type: 'query';
  kind: QueryKind;
  text: string;
  facets: boolean;
  filters?: Filters;
  /** For bill-number queries: the bill_type_number a correct engine ranks on the first page. */
  expectBill?: string;
}

/** InstantSearch with two refined disjunctive facets: one main query plus one query per refined facet. */
export interface DisjunctiveQuery {
  type: 'disjunctive';
  text: string;
  chamber: string[];
  categories: string[];
}

export type BenchRequest = BenchQuery | DisjunctiveQuery;

export interface QueryGroup {
  label: string;
  requests: BenchRequest[];
}

export const DISJUNCTIVE_LABEL = 'disjunctive (3 queries)';

// Words too common to be anyone's search (they would only measure the longest posting lists).
const STOPWORDS = new Set(
  'the and for that with this from shall such any which than into upon have been under there their'.split(
    ' ',
  ),
);

export function buildQuerySet(corpus: BenchCorpus, perKind: number): QueryGroup[] {
  const rng = new Rng(hashSeed(1, 'bench-search', corpus.index));
  const draw = new QueryDraw(corpus, rng);
  const groups: QueryGroup[] = [];
  for (const kind of QUERY_KINDS) {
    const base = Array.from({ length: perKind }, () => draw.query(kind));
    for (const variant of VARIANTS) {
      groups.push({
        label: kind + variant.suffix,
        requests: base.map(({ query, filters }) => ({
          ...query,
          facets: variant.facets,
          ...(variant.filters ? { filters } : {}),
        })),
      });
    }
  }
  groups.push({
    label: DISJUNCTIVE_LABEL,
    requests: Array.from({ length: perKind }, () => draw.disjunctive()),
  });
  return groups;
}

class QueryDraw {
  private readonly textFields: string[];
  private readonly categories: string[];

  constructor(
    private readonly corpus: BenchCorpus,
    private readonly rng: Rng,
  ) {
    // Up to three best-ranked free-text attributes: what people remember of a bill and type.
    this.textFields = corpus.searchable
      .map((field) => field.attribute)
      .filter((attribute) => !['bill_type_number', 'sponsor', 'categories', 'citations'].includes(attribute))
      .slice(0, 3);
    this.categories = [...new Set(corpus.records.flatMap((r) => stringList(r.categories)))].sort();
  }

  query(kind: QueryKind): { query: BenchQuery; filters: Filters } {
    for (;;) {
      const record = this.rng.pick(this.corpus.records);
      const filters = filtersOf(record);
      const query = filters && this.fromRecord(kind, record);
      if (query && filters) return { query, filters };
    }
  }

  disjunctive(): DisjunctiveQuery {
    for (;;) {
      const record = this.rng.pick(this.corpus.records);
      const words = this.wordsOf(record);
      const own = stringList(record.categories);
      if (words.length === 0 || own.length === 0 || typeof record.chamber !== 'string') continue;
      const text = this.rng.chance(0.5) ? this.rng.pick(words) : this.phrase(words, 2);
      const other = this.rng.pick(this.categories);
      return {
        type: 'disjunctive',
        text,
        chamber: [record.chamber],
        categories: [...new Set([this.rng.pick(own), other])],
      };
    }
  }

  private fromRecord(kind: QueryKind, record: SearchRecord): BenchQuery | undefined {
    const words = this.wordsOf(record);
    const long = words.filter((w) => w.length >= 5);
    const query = (text: string, extra: Partial<BenchQuery> = {}): BenchQuery => ({
      type: 'query',
      kind,
      text,
      facets: false,
      ...extra,
    });
    switch (kind) {
      case 'single':
        return words.length ? query(this.rng.pick(words)) : undefined;
      case 'multi':
        return words.length >= 2 ? query(this.phrase(words, this.rng.int(2, 4))) : undefined;
      case 'typo': {
        if (!long.length) return undefined;
        const word = this.rng.pick(long);
        // Within our default budget (1 typo from 4 letters, 2 from 8) so a correct engine can find it.
        const edits = word.length >= 8 ? this.rng.int(1, 2) : 1;
        const typo = misspell(word, edits, this.rng);
        return query(this.rng.chance(0.5) ? typo : `${typo} ${this.rng.pick(words)}`);
      }
      case 'prefix': {
        const candidates = words.filter((w) => w.length >= 6);
        if (!candidates.length) return undefined;
        const prefix = this.rng.pick(candidates).slice(0, this.rng.int(3, 5));
        return query(this.rng.chance(0.5) ? prefix : `${this.rng.pick(words)} ${prefix}`);
      }
      case 'bill': {
        const bill = record.bill_type_number;
        return typeof bill === 'string' ? query(billForm(bill, this.rng), { expectBill: bill }) : undefined;
      }
    }
  }

  private wordsOf(record: SearchRecord): string[] {
    const text = this.textFields.map((field) => stringList(record[field]).join(' ')).join(' ');
    return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOPWORDS.has(w));
  }

  /** `count` consecutive words: a phrase that really occurs, so AND semantics find something. */
  private phrase(words: string[], count: number): string {
    const length = Math.min(count, words.length);
    const start = this.rng.int(0, words.length - length);
    return words.slice(start, start + length).join(' ');
  }
}

function filtersOf(record: SearchRecord): Filters | undefined {
  const timestamp = record[NUMERIC_ATTRIBUTE];
  if (typeof timestamp !== 'number' || typeof record.chamber !== 'string') return undefined;
  const year = new Date(timestamp * 1000).getUTCFullYear();
  return { chamber: record.chamber, from: Date.UTC(year, 0, 1) / 1000, to: Date.UTC(year + 1, 0, 1) / 1000 };
}

/** 'H 123' as people type it: 'H 123', 'h123', or with the Missouri-style prefix 'HB123'. */
function billForm(bill: string, rng: Rng): string {
  const [prefix = '', digits = ''] = bill.split(' ');
  const forms = [bill, `${prefix.toLowerCase()}${digits}`];
  if (prefix === 'H' || prefix === 'S') forms.push(`${prefix}B${digits}`);
  return rng.pick(forms);
}

/** Substitutions, deletions and insertions (never transpositions, which cost 2 in plain Levenshtein). */
function misspell(word: string, edits: number, rng: Rng): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let out = word;
  for (let i = 0; i < edits; i++) {
    // Never the first letter: people rarely get it wrong, and prefix-tree engines rely on it.
    const at = rng.int(1, out.length - 1);
    const operation = rng.int(0, 2);
    const letter = rng.pick(letters.split('').filter((l) => l !== out[at]));
    if (operation === 0) out = out.slice(0, at) + letter + out.slice(at + 1);
    else if (operation === 1 && out.length > 5) out = out.slice(0, at) + out.slice(at + 1);
    else out = out.slice(0, at) + letter + out.slice(at);
  }
  return out;
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
