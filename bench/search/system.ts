// What every benchmarked search library implements: build an index from a corpus, then answer requests.
import type { BenchCorpus } from './corpus.js';
import type { BenchRequest } from './query-set.js';

/** What a request needs beyond plain full-text search. */
export type Feature = 'facets' | 'filters' | 'typos' | 'billNumbers' | 'disjunctive';

/** 'missing': the request is skipped; 'approximate': it runs, but the results differ in kind (marked ≈). */
export type Limitation = { level: 'missing' | 'approximate'; why: string };

export interface SearchOutcome {
  /** objectIDs of the first page, in rank order. */
  ids: string[];
  nbHits: number;
}

export interface BuiltSystem {
  run(request: BenchRequest): SearchOutcome | Promise<SearchOutcome>;
  /** Memory held outside the JS heap (SQLite's pages), which a heap measurement cannot see. */
  nativeBytes?(): number;
}

export interface BenchSystem {
  name: string;
  /** One line on how it is configured, printed with the results. */
  configuration: string;
  limits: Partial<Record<Feature, Limitation>>;
  build(corpus: BenchCorpus): BuiltSystem | Promise<BuiltSystem>;
}

export const HITS_PER_PAGE = 20;

export function featuresOf(request: BenchRequest): Feature[] {
  if (request.type === 'disjunctive') return ['disjunctive', 'facets', 'filters'];
  const features: Feature[] = [];
  if (request.facets) features.push('facets');
  if (request.filters) features.push('filters');
  if (request.kind === 'typo') features.push('typos');
  if (request.kind === 'bill') features.push('billNumbers');
  return features;
}

/** The worst limitation the system has for this request, if any. */
export function limitationFor(system: BenchSystem, request: BenchRequest): Limitation | undefined {
  const found = featuresOf(request)
    .map((feature) => system.limits[feature])
    .filter((limit): limit is Limitation => limit !== undefined);
  return found.find((limit) => limit.level === 'missing') ?? found[0];
}

/** Limitations that several peers share. */
export const NO_FACETS: Partial<Record<Feature, Limitation>> = {
  facets: { level: 'missing', why: 'no facet counts' },
  disjunctive: { level: 'missing', why: 'needs facet counts' },
};

export const PLAIN_TOKENIZER: Limitation = {
  level: 'approximate',
  why: "default tokenizer: 'H 123' is two words, 'h123' and 'HB123' are unknown words",
};
