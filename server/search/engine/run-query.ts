// One search over one index: match words, apply filters, rank, paginate, count facets.
import { randomBytes } from 'node:crypto';
import { searchFilters } from '../filters/parse-filter-params.js';
import { filterScore } from '../filters/evaluate-filter.js';
import type { FilterNode } from '../filters/filter-ast.js';
import { typoFilterWindow } from '../text/typo-budget.js';
import type { RankingCriterion, RankingInfo, SearchParams, Synonym } from '../types.js';
import { compileFilter, type DocPredicate } from './filter-matcher.js';
import type { IndexData } from './index-data.js';
import { DEFAULT_RANKING, MAX_HITS_PER_PAGE } from './index-settings.js';
import { planQuery, type QueryPlan } from './query-plan.js';
import { customKeys, isBetter, selectRows, topRanked, type RankedSet } from './ranking.js';
import { collectOccurrences, matchWord, proximity, wordMatches, type WordMatches } from './word-matches.js';

export interface QueryResult {
  plan: QueryPlan;
  /** Every matching document (after filters, typo window and distinct), unordered. */
  matched: number[];
  nbHits: number;
  /** The requested page, in rank order. */
  pageDocs: number[];
  rankingInfo: Map<number, RankingInfo>;
  page: number;
  hitsPerPage: number;
  nbPages: number;
  /** The full ranked list of ids up to the pagination limit, for the results cache. */
  rankedDocs: () => number[];
  queryID?: string;
}

interface Candidate {
  doc: number;
  typos: number;
  words: number;
  filters: number;
  proximity: number;
  attribute: number;
  exact: number;
}

export function runQuery(
  data: IndexData,
  params: SearchParams,
  synonyms: readonly Synonym[],
  filterNode: FilterNode = searchFilters(params),
): QueryResult {
  const plan = planQuery(params.query ?? '', params, data.dict, synonyms);
  const predicate = compileFilter(filterNode, data);
  const restrict = restrictSlots(data, params.restrictSearchableAttributes);
  const ranking = (params.ranking as RankingCriterion[] | undefined) ?? DEFAULT_RANKING;
  const keepOccurrences = plan.words.length > 1 && ranking.includes('proximity');
  const wordHits = plan.words.map((word) => matchWord(data, word, restrict, false));
  const scored = hasScores(filterNode);

  let candidates = collect(data, plan, wordHits, predicate, params, filterNode, scored);
  if (keepOccurrences && candidates.length > 0) {
    const isCandidate = new Uint8Array(data.docs.length);
    for (const c of candidates) isCandidate[c.doc] = 1;
    plan.words.forEach((word, i) => collectOccurrences(data, word, wordHits[i]!, isCandidate, restrict));
    for (const c of candidates) if (c.words > 1) c.proximity = proximity(wordHits, c.doc);
  }
  const window = params.typoTolerance === undefined ? undefined : typoFilterWindow(params.typoTolerance);
  if (window !== undefined && candidates.length > 0) {
    const fewest = Math.min(...candidates.map((c) => c.typos));
    candidates = candidates.filter((c) => c.typos <= fewest + window);
  }

  const docs = candidates.map((c) => c.doc);
  const custom = customKeys(data, docs, [
    ...ranking.filter((r) => r.startsWith('asc(') || r.startsWith('desc(')),
    ...((params.customRanking as string[] | undefined) ?? []),
  ]);
  const textual = ranking.filter((r): r is keyof typeof criterionValue => r in criterionValue);
  const width = textual.length + custom.length;
  const keys = new Float64Array(candidates.length * width);
  candidates.forEach((candidate, i) => {
    textual.forEach((criterion, c) => (keys[i * width + c] = criterionValue[criterion](candidate)));
    custom.forEach((column, c) => (keys[i * width + textual.length + c] = column[i]!));
  });
  const set = { docs, keys, width };

  const hitsPerPage = Math.min(Math.max(Number(params.hitsPerPage ?? 20), 0), MAX_HITS_PER_PAGE);
  const limit = Number(params.paginationLimitedTo ?? 1000);
  const distinct = distinctCount(params);
  let ordered: number[] | undefined;
  let nbHits = candidates.length;
  if (distinct > 0 && typeof params.attributeForDistinct === 'string') {
    ordered = distinctRanked(data, set, params.attributeForDistinct, distinct);
    nbHits = ordered.length;
  }
  const offset = params.offset !== undefined ? Number(params.offset) : undefined;
  const length = params.length !== undefined ? Number(params.length) : hitsPerPage;
  const page = offset === undefined ? Math.max(Number(params.page ?? 0), 0) : 0;
  const start = offset ?? page * hitsPerPage;
  const end = Math.min(start + (offset === undefined ? hitsPerPage : length), limit);
  const ranked = (count: number) => ordered ?? topRanked(set, count).map((i) => docs[i]!);
  const pageDocs = end > start ? ranked(end).slice(start, end) : [];

  const rankingInfo = new Map<number, RankingInfo>();
  if (params.getRankingInfo) {
    const byDoc = new Map(candidates.map((c) => [c.doc, c]));
    for (const doc of pageDocs) rankingInfo.set(doc, toRankingInfo(byDoc.get(doc)!, wordHits, doc));
  }
  return {
    plan,
    matched: ordered ?? docs,
    nbHits,
    pageDocs,
    rankingInfo,
    page,
    hitsPerPage,
    nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, limit) / hitsPerPage) : 0,
    rankedDocs: () => ranked(Math.min(limit, docs.length)).slice(0, limit),
    ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
  };
}

const criterionValue = {
  typo: (c: Candidate) => c.typos,
  words: (c: Candidate) => -c.words,
  filters: (c: Candidate) => -c.filters,
  proximity: (c: Candidate) => c.proximity,
  attribute: (c: Candidate) => c.attribute,
  exact: (c: Candidate) => -c.exact,
} as const;

/** Documents matching the required words and the filters, relaxing words when asked and nothing matched. */
function collect(
  data: IndexData,
  plan: QueryPlan,
  wordHits: WordMatches[],
  predicate: DocPredicate,
  params: SearchParams,
  filterNode: FilterNode,
  scored: boolean,
): Candidate[] {
  const optional = plan.words.map((w) => w.optional);
  const attempt = () => gather(data, wordHits, optional, predicate, params, filterNode, scored);
  let found = attempt();
  const mode = params.removeWordsIfNoResults ?? 'none';
  if (found.length > 0 || plan.words.length < 2 || mode === 'none') return found;
  if (mode === 'allOptional') {
    optional.fill(true);
    return attempt();
  }
  const order = plan.words.map((_, i) => i);
  if (mode === 'lastWords') order.reverse();
  for (const i of order.slice(0, -1)) {
    optional[i] = true;
    found = attempt();
    if (found.length > 0) break;
  }
  return found;
}

function gather(
  data: IndexData,
  wordHits: WordMatches[],
  optional: boolean[],
  predicate: DocPredicate,
  params: SearchParams,
  filterNode: FilterNode,
  scored: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  const required = wordHits.filter((_, i) => !optional[i]);
  const withProximity = wordHits.some((w) => w.occurrences !== undefined);
  const consider = (doc: number) => {
    if (!predicate(doc)) return;
    let typos = 0;
    let words = 0;
    let exact = 0;
    let attribute = Number.POSITIVE_INFINITY;
    for (const word of wordHits) {
      if (!wordMatches(word, doc)) continue;
      words++;
      typos += word.typos[doc]!;
      exact += word.exact[doc]!;
      const score = word.attribute[doc]!;
      if (score < attribute) attribute = score;
    }
    if (wordHits.length > 0 && words === 0) return;
    const filters = scored
      ? filterScore(filterNode, data.docs[doc]!.record, params.sumOrFiltersScores === true)
      : 0;
    const near = withProximity && words > 1 ? proximity(wordHits, doc) : 0;
    out.push({ doc, typos, words, filters, proximity: near, attribute: words ? attribute : 0, exact });
  };
  if (wordHits.length === 0) {
    for (let doc = 0; doc < data.docs.length; doc++) if (data.isAlive(doc)) consider(doc);
    return out;
  }
  if (required.length === 0) {
    const seen = new Uint8Array(data.docs.length);
    for (const word of wordHits) {
      for (const doc of word.docs) {
        if (seen[doc]) continue;
        seen[doc] = 1;
        consider(doc);
      }
    }
    return out;
  }
  const smallest = required.reduce((a, b) => (b.docs.length < a.docs.length ? b : a));
  for (const doc of smallest.docs) {
    if (required.every((word) => word === smallest || wordMatches(word, doc))) consider(doc);
  }
  return out;
}

function restrictSlots(data: IndexData, attributes: string[] | undefined): Set<number> | undefined {
  if (!attributes || attributes.length === 0) return undefined;
  const wanted = new Set(attributes);
  const slots = new Set<number>();
  data.searchable.forEach((attr, slot) => {
    if (wanted.has(attr.path) || wanted.has(attr.path.split('.')[0]!)) slots.add(slot);
  });
  return slots;
}

function hasScores(node: FilterNode): boolean {
  if (node.kind === 'and' || node.kind === 'or') return node.children.some(hasScores);
  if (node.kind === 'not') return hasScores(node.child);
  return 'score' in node && node.score !== undefined;
}

function distinctCount(params: SearchParams): number {
  const value = params.distinct;
  if (value === true) return 1;
  if (typeof value === 'number') return Math.max(0, Math.min(4, value));
  return 0;
}

/**
 * Distinct: the best `perGroup` candidates of each value of the distinct attribute, in rank order. The
 * candidates are ranked once and grouped while walking them, so the cost is one sort of the matches.
 */
function distinctRanked(data: IndexData, set: RankedSet, attribute: string, perGroup: number): number[] {
  const keyOf = (doc: number) => {
    const value = data.docs[doc]!.record[attribute];
    return value === undefined || value === null
      ? undefined
      : typeof value === 'object'
        ? JSON.stringify(value)
        : value;
  };
  if (perGroup === 1) {
    // One per group: keep each group's best candidate in one pass, then rank only those.
    const best = new Map<unknown, number>();
    const loose: number[] = [];
    set.docs.forEach((doc, i) => {
      const key = keyOf(doc);
      if (key === undefined) return loose.push(i);
      const known = best.get(key);
      if (known === undefined || isBetter(set, i, known)) best.set(key, i);
    });
    const kept = [...best.values(), ...loose];
    const reduced = selectRows(set, kept);
    return topRanked(reduced, reduced.docs.length).map((i) => reduced.docs[i]!);
  }
  const seen = new Map<unknown, number>();
  const out: number[] = [];
  for (const i of topRanked(set, set.docs.length)) {
    const doc = set.docs[i]!;
    const value = data.docs[doc]!.record[attribute];
    if (value === undefined || value === null) {
      out.push(doc);
      continue;
    }
    const key = typeof value === 'object' ? JSON.stringify(value) : value;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    if (count < perGroup) out.push(doc);
  }
  return out;
}

function toRankingInfo(candidate: Candidate, wordHits: WordMatches[], doc: number): RankingInfo {
  const first = wordHits.find((word) => wordMatches(word, doc));
  return {
    nbTypos: candidate.typos,
    firstMatchedWord: first ? first.attribute[doc]! % 65536 : 0,
    proximityDistance: candidate.proximity,
    userScore: 0,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: candidate.exact,
    words: candidate.words,
    filters: candidate.filters,
  };
}
