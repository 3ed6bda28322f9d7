// One search over one index: match words, apply filters, rank, paginate, count facets.
import { randomBytes } from 'node:crypto';
import { searchFilters } from '../filters/parse-filter-params.js';
import { filterScore } from '../filters/evaluate-filter.js';
import type { FilterNode } from '../filters/filter-ast.js';
import { typoFilterWindow } from '../text/typo-budget.js';
import type { RankingCriterion, RankingInfo, SearchParams, Synonym } from '../types.js';
import { advancedSyntaxPredicate } from './advanced-syntax.js';
import { Candidates } from './candidates.js';
import { distanceStep, geoPredicate, geoQueryOf, nearest, type GeoQuery } from './geo-search.js';
import { compileFilter, predicateBitmap, type DocPredicate } from './filter-matcher.js';
import type { IndexData } from './index-data.js';
import { DEFAULT_RANKING, MAX_HITS_PER_PAGE } from './index-settings.js';
import { matchingFilter } from './matching-filter.js';
import { matchQuery, type QueryMatching } from './query-matching.js';
import type { QueryPlan } from './query-plan.js';
import { scratchFor, type QueryScratch } from './query-scratch.js';
import {
  customRanks,
  decisiveColumns,
  selectRows,
  topRanked,
  worseThan,
  type RankedSet,
  type RankingColumn,
} from './ranking.js';
import { ProximityColumn } from './proximity-column.js';
import { walkRankOrder } from './rank-order-walk.js';
import type { SearchBatch } from './search-batch.js';
import { wordMatches, type WordMatches } from './word-arrays.js';

export interface QueryResult {
  plan: QueryPlan;
  /**
   * Every matching document (after filters, typo window and distinct), unordered. It may live in the
   * index's scratch buffers: read it before the next query on the index.
   */
  matched: ArrayLike<number>;
  nbHits: number;
  /** The requested page, in rank order. */
  pageDocs: number[];
  rankingInfo: Map<number, RankingInfo>;
  page: number;
  hitsPerPage: number;
  nbPages: number;
  /** The full ranked list of ids up to the pagination limit, for the results cache. */
  rankedDocs: () => number[];
  /**
   * With distinct: for each given document, the best `perGroup` matching documents of its distinct group
   * in rank order and how many of the group's documents matched. Costs one pass over the matches plus a
   * ranking of those groups' matches only, so it is meant for a page of groups.
   */
  groupMembers: (docs: readonly number[], perGroup: number) => GroupMembers[];
  queryID?: string;
}

export interface GroupMembers {
  docs: number[];
  count: number;
}

export function runQuery(
  data: IndexData,
  params: SearchParams,
  synonyms: readonly Synonym[],
  filterNode: FilterNode = searchFilters(params),
  batch?: SearchBatch,
): QueryResult {
  const scratch = scratchFor(data);
  const generation = scratch.begin();
  const filter = matchingFilter(data, filterNode, scratch);
  const matching =
    batch?.matching(data, params, synonyms, filter) ?? matchQuery(data, params, synonyms, filter);
  const { plan, restrict } = matching;
  const ranking = (params.ranking as RankingCriterion[] | undefined) ?? DEFAULT_RANKING;
  const keepOccurrences = plan.words.length > 1 && ranking.includes('proximity');
  // The filter is tested on the documents holding every word when a narrowed matching knows them, else
  // on (at most) the documents of the word with the most.
  const tests =
    matching.narrowed?.holdingAll.length ??
    (matching.wordHits.length
      ? Math.max(...matching.wordHits.map((word) => word.docs.length))
      : data.docCount);
  const filterPredicate = compileFilter(filterNode, data, tests);
  const syntaxPredicate =
    plan.phrases || plan.excluded ? advancedSyntaxPredicate(data, plan, restrict) : undefined;
  const geo = geoQueryOf(params);
  const geoFilter = geo && geoPredicate(data, geo);
  const predicate = allOf(filterPredicate, syntaxPredicate, geoFilter);
  // No filter at all: gathering need not call a predicate that always holds.
  const unfiltered = filterNode.kind === 'all' && !syntaxPredicate && !geoFilter;
  const scored = hasScores(filterNode);

  const { candidates, optional, wordHits } = collect(
    data,
    matching,
    unfiltered ? undefined : predicate,
    params,
    filterNode,
    scored,
    scratch,
  );
  const window = params.typoTolerance === undefined ? undefined : typoFilterWindow(params.typoTolerance);
  if (window !== undefined && candidates.length > 0) {
    candidates.complete();
    let fewest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < candidates.length; i++) fewest = Math.min(fewest, candidates.typos[i]!);
    candidates.retain((i) => candidates.typos[i]! <= fewest + window);
  }

  const docs = candidates.doc.subarray(0, candidates.length);
  /**
   * Proximity and the ranking columns, computed only when something is ranked: InstantSearch's
   * per-facet queries ask for counts and no hits, and proximity over a whole index is the dearest step.
   */
  let set: RankedSet | undefined;
  /**
   * Criteria every candidate ties on by construction. They could not order anything, and checking that on
   * their columns (`decisiveColumns`) reads the whole column when a short query matches most of the index.
   */
  const tied = new Set<RankingCriterion>();
  if (!scored) tied.add('filters'); // every score is 0
  if (!keepOccurrences) tied.add('proximity'); // never computed: 0
  if (!optional.includes(true)) tied.add('words'); // every candidate has every word
  if (!geo?.center) tied.add('geo'); // no point to measure from
  const rankedSet = (): RankedSet => {
    if (set) return set;
    candidates.ascend(scratch, data.docCount);
    candidates.complete();
    for (const criterion of candidates.uniform) tied.add(criterion);
    const pending =
      keepOccurrences && candidates.length > 0
        ? new ProximityColumn(data, wordHits, docs, candidates.words, candidates.proximity, restrict, scratch)
        : undefined;
    const custom = customRanksOf(data, ranking, params);
    const textual = ranking.flatMap((criterion): RankingColumn[] => {
      if (tied.has(criterion)) return [];
      if (criterion === 'geo') return [geoColumn(data, geo!, docs)];
      return criterion in criterionColumn
        ? [criterionColumn[criterion as keyof typeof criterionColumn](candidates)]
        : [];
    });
    const proximityColumn = pending && textual.find((column) => column.values === pending.values);
    set = { docs, columns: decisiveColumns(textual, docs.length, proximityColumn) };
    if (custom) set.customRanks = custom;
    if (proximityColumn) set.pending = pending;
    return set;
  };
  /** The ranked set with every value final, for the steps that compare all candidates. */
  const resolvedSet = (): RankedSet => {
    const ranked = rankedSet();
    ranked.pending?.resolveAll();
    return ranked;
  };

  const hitsPerPage = Math.min(Math.max(Number(params.hitsPerPage ?? 20), 0), MAX_HITS_PER_PAGE);
  const limit = Number(params.paginationLimitedTo ?? 1000);
  const distinct = distinctCount(params);
  let ordered: number[] | undefined;
  let nbHits = docs.length;
  const distinctBy = distinctAttribute(params);
  if (distinct > 0 && distinctBy !== undefined) {
    ordered = distinctRanked(data, resolvedSet(), distinctBy, distinct);
    nbHits = ordered.length;
  }
  const offset = params.offset !== undefined ? Number(params.offset) : undefined;
  const length = params.length !== undefined ? Number(params.length) : hitsPerPage;
  const page = offset === undefined ? Math.max(Number(params.page ?? 0), 0) : 0;
  const start = offset ?? page * hitsPerPage;
  const end = Math.min(start + (offset === undefined ? hitsPerPage : length), limit);
  const ranked = (count: number) =>
    ordered ?? walked(count) ?? topRanked(rankedSet(), count).map((i) => docs[i]!);
  /**
   * One word whose every match is a candidate (no filter), not ranked yet: the page may be found by
   * walking the custom ranking's order instead (rank-order-walk.ts).
   */
  const walked = (count: number) => {
    const [word] = wordHits;
    if (set || wordHits.length !== 1 || geo?.center || !candidates.deferred) return undefined;
    // Matched within a filter, its matches are all candidates, but the walk's pass over every document
    // would cost more than ranking the few that pass.
    if (matching.withinFilter) return undefined;
    if (candidates.length !== word!.docs.length) return undefined;
    return walkRankOrder(data, word!, ranking, customRanksOf(data, ranking, params), count);
  };
  const pageDocs = end > start ? ranked(end).slice(start, end) : [];

  const rankingInfo = new Map<number, RankingInfo>();
  if (params.getRankingInfo) {
    candidates.complete();
    const rowByDoc = new Map(Array.from(docs, (doc, row) => [doc, row]));
    for (const doc of pageDocs) {
      const info = toRankingInfo(candidates, rowByDoc.get(doc)!, wordHits);
      if (geo?.center) Object.assign(info, geoRankingInfo(data, doc, geo));
      rankingInfo.set(doc, info);
    }
  }
  return {
    plan,
    // Ranking may have put the candidates in document order since (`Candidates.ascend`).
    get matched() {
      return ordered ?? candidates.gathered ?? docs;
    },
    nbHits,
    pageDocs,
    rankingInfo,
    page,
    hitsPerPage,
    nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, limit) / hitsPerPage) : 0,
    // Lazily: after another query has reused the scratch buffers, the query runs again for its ranking.
    rankedDocs: () =>
      scratch.generation === generation
        ? ranked(Math.min(limit, docs.length)).slice(0, limit)
        : runQuery(data, params, synonyms, filterNode).rankedDocs(),
    groupMembers: (representatives, perGroup) =>
      scratch.generation === generation
        ? membersOfGroups(data, resolvedSet(), distinctAttribute(params), representatives, perGroup)
        : runQuery(data, params, synonyms, filterNode).groupMembers(representatives, perGroup),
    ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
  };
}

/** The ranks of `ranking`'s asc()/desc() criteria and then `customRanking`'s (see `customRanks`). */
function customRanksOf(data: IndexData, ranking: readonly RankingCriterion[], params: SearchParams) {
  return customRanks(data, [
    ...ranking.filter((r) => r.startsWith('asc(') || r.startsWith('desc(')),
    ...((params.customRanking as string[] | undefined) ?? []),
  ]);
}

/** Each textual criterion as a column where smaller is better once multiplied by its sign. */
const criterionColumn = {
  typo: (c: Candidates): RankingColumn => ({ values: c.typos, sign: 1 }),
  words: (c: Candidates): RankingColumn => ({ values: c.words, sign: -1 }),
  filters: (c: Candidates): RankingColumn => ({ values: c.filters, sign: -1 }),
  proximity: (c: Candidates): RankingColumn => ({ values: c.proximity, sign: 1 }),
  attribute: (c: Candidates): RankingColumn => ({ values: c.attribute, sign: 1 }),
  exact: (c: Candidates): RankingColumn => ({ values: c.exact, sign: -1 }),
} as const;

/**
 * Documents matching the required words and the filters, relaxing words when asked and nothing matched;
 * `optional` tells which words the candidates did not have to match, `wordHits` the word matches they
 * were gathered from (in full once a word is relaxed: see `QueryMatching.narrowed`).
 */
function collect(
  data: IndexData,
  matching: QueryMatching,
  predicate: DocPredicate | undefined,
  params: SearchParams,
  filterNode: FilterNode,
  scored: boolean,
  scratch: QueryScratch,
): { candidates: Candidates; optional: boolean[]; wordHits: WordMatches[] } {
  const { plan } = matching;
  const optional = plan.words.map((w) => w.optional);
  const attempt = () =>
    gather(
      data,
      matching.wordHits,
      optional,
      predicate,
      params,
      filterNode,
      scored,
      scratch,
      optional.includes(true) ? undefined : matching.narrowed?.holdingAll,
    );
  let found = attempt();
  const mode = params.removeWordsIfNoResults ?? 'none';
  const result = () => ({ candidates: found, optional, wordHits: matching.wordHits });
  if (found.length > 0 || plan.words.length < 2 || mode === 'none') return result();
  matching.narrowed?.widen();
  if (mode === 'allOptional') {
    optional.fill(true);
    found = attempt();
    return result();
  }
  const order = plan.words.map((_, i) => i);
  if (mode === 'lastWords') order.reverse();
  for (const i of order.slice(0, -1)) {
    optional[i] = true;
    found = attempt();
    if (found.length > 0) break;
  }
  return result();
}

/**
 * Gathers the candidates; `predicate` undefined = every document passes the filters. `holdingAll`, when
 * known, is the documents holding every word (all required), which need not be checked again.
 */
function gather(
  data: IndexData,
  wordHits: WordMatches[],
  optional: boolean[],
  predicate: DocPredicate | undefined,
  params: SearchParams,
  filterNode: FilterNode,
  scored: boolean,
  scratch: QueryScratch,
  holdingAll?: Int32Array,
): Candidates {
  const required = wordHits.filter((_, i) => !optional[i]);
  const smallest = required.length
    ? required.reduce((a, b) => (b.docs.length < a.docs.length ? b : a))
    : undefined;
  const capacity =
    wordHits.length === 0
      ? data.docCount
      : (holdingAll?.length ??
        smallest?.docs.length ??
        wordHits.reduce((sum, word) => sum + word.docs.length, 0));
  const out = new Candidates(scratch, capacity);
  const consider = (doc: number) => {
    if (predicate && !predicate(doc)) return;
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
      ? filterScore(filterNode, data.records[doc]!, params.sumOrFiltersScores === true)
      : 0;
    out.push(doc, typos, words, filters, words ? attribute : 0, exact);
  };
  if (wordHits.length === 0) {
    for (let doc = 0; doc < data.docCount; doc++) if (data.isAlive(doc)) consider(doc);
    return out;
  }
  if (!smallest) {
    const seen = scratch.bytes('seen', data.docCount).fill(0, 0, data.docCount);
    for (const word of wordHits) {
      for (const doc of word.docs) {
        if (seen[doc]) continue;
        seen[doc] = 1;
        consider(doc);
      }
    }
    return out;
  }
  const others = holdingAll ? [] : required.filter((word) => word !== smallest);
  const driver = holdingAll ?? smallest.docs;
  // Every word required and no filter scores, the usual query: the criteria follow from the words' own
  // arrays, so only the documents are gathered here (see `Candidates.pushDoc`).
  const deferred = !scored && required.length === wordHits.length;
  if (deferred) out.deferCriteria(wordHits);
  if (deferred && others.length === 0 && !predicate) {
    out.pushAll(driver);
    return out;
  }
  // The same with a filter compiled to a bitmap (a filtered query of one word, or narrowed): the bitmap
  // is read in place, not called through the predicate for each of up to every document of the index.
  const bitmap = deferred && others.length === 0 && predicate ? predicateBitmap(predicate) : undefined;
  if (bitmap) {
    out.pushWhere(driver, bitmap);
    return out;
  }
  for (let i = 0; i < driver.length; i++) {
    const doc = driver[i]!;
    let all = true;
    for (let w = 0; w < others.length && all; w++) all = wordMatches(others[w]!, doc);
    if (!all) continue;
    if (!deferred) consider(doc);
    else if (!predicate || predicate(doc)) out.pushDoc(doc);
  }
  return out;
}

/** Every given predicate; the filter's own when it is the only one (the usual query). */
function allOf(first: DocPredicate, ...others: (DocPredicate | undefined)[]): DocPredicate {
  const more = others.filter((predicate) => predicate !== undefined);
  if (more.length === 0) return first;
  return (doc) => first(doc) && more.every((predicate) => predicate(doc));
}

/** The `geo` criterion: distance to `aroundLatLng` in `aroundPrecision` steps, nearest first. */
function geoColumn(data: IndexData, geo: GeoQuery, docs: ArrayLike<number>): RankingColumn {
  const values = new Float64Array(docs.length);
  for (let row = 0; row < docs.length; row++)
    values[row] = distanceStep(nearest(data, docs[row]!, geo.center!).distance, geo.precision);
  return { values, sign: 1 };
}

/** `_rankingInfo.geoDistance` (metres), `geoPrecision` and `matchedGeoLocation`, as Algolia gives them. */
function geoRankingInfo(data: IndexData, doc: number, geo: GeoQuery): Partial<RankingInfo> {
  const { point, distance } = nearest(data, doc, geo.center!);
  if (!point) return {};
  const precision = geo.precision.filter((range) => distance >= range.from).at(-1) ?? geo.precision[0]!;
  return {
    geoDistance: Math.round(distance),
    geoPrecision: precision.value,
    matchedGeoLocation: { ...point, distance: Math.round(distance) },
  };
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

function distinctAttribute(params: SearchParams): string | undefined {
  return typeof params.attributeForDistinct === 'string' ? params.attributeForDistinct : undefined;
}

/** The value grouping a document under distinct (objects compare by their JSON); undefined = no group. */
function distinctKeyOf(data: IndexData, attribute: string | undefined) {
  return (doc: number): unknown => {
    const value = attribute === undefined ? undefined : data.records[doc]![attribute];
    return value === undefined || value === null
      ? undefined
      : typeof value === 'object'
        ? JSON.stringify(value)
        : value;
  };
}

/**
 * Distinct: the best `perGroup` candidates of each value of the distinct attribute, in rank order. The
 * candidates are ranked once and grouped while walking them, so the cost is one sort of the matches.
 */
function distinctRanked(data: IndexData, set: RankedSet, attribute: string, perGroup: number): number[] {
  const keyOf = distinctKeyOf(data, attribute);
  if (perGroup === 1) {
    // One per group: keep each group's best candidate in one pass, then rank only those.
    const best = new Map<unknown, number>();
    const loose: number[] = [];
    const worse = worseThan(set);
    for (let i = 0; i < set.docs.length; i++) {
      const key = keyOf(set.docs[i]!);
      if (key === undefined) {
        loose.push(i);
        continue;
      }
      const known = best.get(key);
      if (known === undefined || worse(known, i)) best.set(key, i);
    }
    const kept = [...best.values(), ...loose];
    const reduced = selectRows(set, kept);
    return topRanked(reduced, reduced.docs.length).map((i) => reduced.docs[i]!);
  }
  const seen = new Map<unknown, number>();
  const out: number[] = [];
  for (const i of topRanked(set, set.docs.length)) {
    const doc = set.docs[i]!;
    const key = keyOf(doc);
    if (key === undefined) {
      out.push(doc);
      continue;
    }
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    if (count < perGroup) out.push(doc);
  }
  return out;
}

/** `QueryResult.groupMembers`: only the rows of the wanted groups are ranked. */
function membersOfGroups(
  data: IndexData,
  set: RankedSet,
  attribute: string | undefined,
  representatives: readonly number[],
  perGroup: number,
): GroupMembers[] {
  const keyOf = distinctKeyOf(data, attribute);
  const groups = representatives.map((): GroupMembers => ({ docs: [], count: 0 }));
  // A document without a group value is a group of its own.
  const groupOfKey = new Map<unknown, GroupMembers>();
  const groupOfDoc = new Map<number, GroupMembers>();
  representatives.forEach((doc, i) => {
    const key = keyOf(doc);
    if (key === undefined) groupOfDoc.set(doc, groups[i]!);
    else groupOfKey.set(key, groupOfKey.get(key) ?? groups[i]!);
  });
  const rows: number[] = [];
  const groupOfRow: GroupMembers[] = [];
  for (let i = 0; i < set.docs.length; i++) {
    const doc = set.docs[i]!;
    const key = keyOf(doc);
    const group = key === undefined ? groupOfDoc.get(doc) : groupOfKey.get(key);
    if (!group) continue;
    group.count++;
    rows.push(i);
    groupOfRow.push(group);
  }
  const reduced = selectRows(set, rows);
  for (const i of topRanked(reduced, reduced.docs.length)) {
    const group = groupOfRow[i]!;
    if (group.docs.length < perGroup) group.docs.push(reduced.docs[i]!);
  }
  // Two representatives of one group share its members.
  representatives.forEach((doc, i) => {
    const key = keyOf(doc);
    if (key !== undefined) groups[i] = groupOfKey.get(key)!;
  });
  return groups;
}

function toRankingInfo(candidates: Candidates, row: number, wordHits: WordMatches[]): RankingInfo {
  const doc = candidates.doc[row]!;
  const first = wordHits.find((word) => wordMatches(word, doc));
  return {
    nbTypos: candidates.typos[row]!,
    firstMatchedWord: first ? first.attribute[doc]! % 65536 : 0,
    proximityDistance: candidates.proximity[row]!,
    userScore: 0,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: candidates.exact[row]!,
    words: candidates.words[row]!,
    filters: candidates.filters[row]!,
  };
}
