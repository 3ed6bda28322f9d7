// Query rules (https://www.algolia.com/doc/guides/managing-results/rules/rules-overview): when a rule is
// valid now, enabled, and one of its conditions matches the query and the request's `ruleContexts`, its
// consequence edits the query, adds search parameters and facet filters, promotes or hides records and
// returns its `userData`. Patterns match whole query words, so "art" never fires on "smart"; a
// `{facet:attribute}` placeholder matches words that are one of the attribute's values.
import { readFilterList } from '../filters/filter-list.js';
import { foldText } from '../text/fold.js';
import { tokenizeQuery, type QueryToken } from '../text/tokenize.js';
import type { JsonValue, Rule, RuleCondition, SearchParams } from '../types.js';

export interface RuleOutcome {
  params: SearchParams;
  promote: { objectID: string; position: number }[];
  hide: Set<string>;
  /** The applied rules' `consequence.userData`, in order (the response's `userData`). */
  userData: JsonValue[];
  /** The applied rules' ids (the response's `appliedRules` with `getRankingInfo`). */
  appliedRules: string[];
}

/** Folded values of a facet attribute (undefined when it is not a facet), for `{facet:…}` placeholders. */
export type FacetValuesOf = (attribute: string) => ReadonlyMap<string, unknown> | undefined;

const FILTER_PARAMS = ['facetFilters', 'numericFilters', 'tagFilters'] as const;
/** Longest facet value, in words, a placeholder tries (values are names and short phrases). */
const MAX_FACET_VALUE_WORDS = 8;

export function applyRules(
  params: SearchParams,
  rules: readonly Rule[],
  facetValuesOf: FacetValuesOf,
  nowSeconds = Date.now() / 1000,
): RuleOutcome {
  const outcome: RuleOutcome = { params, promote: [], hide: new Set(), userData: [], appliedRules: [] };
  if (rules.length === 0 || params.enableRules === false) return outcome;
  const query = params.query ?? '';
  const tokens = tokenizeQuery(query);
  const contexts = new Set((params.ruleContexts as string[] | undefined) ?? []);
  let editedQuery: string | undefined;
  for (const rule of rules) {
    if (rule.enabled === false || !isValidAt(rule, nowSeconds)) continue;
    const conditions = rule.conditions ?? [];
    let facetMatches: FacetMatch[] = [];
    const matches =
      conditions.length === 0 ||
      conditions.some((condition) => {
        if (condition.context !== undefined && !contexts.has(condition.context)) return false;
        if (condition.pattern === undefined) return true;
        const found = matchPattern(condition, tokens, facetValuesOf);
        if (found) facetMatches = found;
        return found !== undefined;
      });
    if (!matches) continue;
    outcome.appliedRules.push(rule.objectID);
    const consequence = rule.consequence ?? {};
    if (consequence.userData !== undefined) outcome.userData.push(consequence.userData);
    const { query: queryChange, automaticFacetFilters, ...rest } = (consequence.params ?? {}) as SearchParams;
    let next = withParams(outcome.params, rest);
    const automatic = automaticFilters(automaticFacetFilters, facetMatches);
    if (automatic.filters.length > 0) next = withParams(next, { facetFilters: automatic.filters });
    if (queryChange !== undefined || automatic.removeWords.length > 0) {
      editedQuery = editQuery(editedQuery ?? query, queryChange, automatic.removeWords);
      next = { ...next, query: editedQuery };
    }
    outcome.params = next;
    for (const promote of consequence.promote ?? []) {
      const ids = promote.objectIDs ?? (promote.objectID ? [promote.objectID] : []);
      ids.forEach((objectID, i) => outcome.promote.push({ objectID, position: promote.position + i }));
    }
    for (const hidden of consequence.hide ?? []) outcome.hide.add(hidden.objectID);
  }
  return outcome;
}

/** `validity`: time ranges in Unix seconds; a rule without any is always valid. */
function isValidAt(rule: Rule, nowSeconds: number): boolean {
  const ranges = rule.validity;
  if (!ranges || ranges.length === 0) return true;
  return ranges.some((range) => nowSeconds >= range.from && nowSeconds <= range.until);
}

interface FacetMatch {
  attribute: string;
  /** The words of the query the placeholder matched, as typed. */
  value: string;
}

type PatternPart = { term: string } | { facet: string };

/** Literal words and `{facet:attribute}` placeholders of a pattern. */
function patternParts(pattern: string): PatternPart[] {
  const parts: PatternPart[] = [];
  const placeholder = /\{facet:([^}]+)\}/g;
  let last = 0;
  for (const match of pattern.matchAll(placeholder)) {
    for (const token of tokenizeQuery(pattern.slice(last, match.index))) parts.push({ term: token.term });
    parts.push({ facet: match[1]!.trim() });
    last = match.index + match[0].length;
  }
  for (const token of tokenizeQuery(pattern.slice(last))) parts.push({ term: token.term });
  return parts;
}

/**
 * Where the pattern matches the query's words under its anchoring: the facet values its placeholders
 * matched (empty without placeholders), or undefined when it does not match.
 */
function matchPattern(
  condition: RuleCondition,
  query: readonly QueryToken[],
  facetValuesOf: FacetValuesOf,
): FacetMatch[] | undefined {
  const parts = patternParts(condition.pattern ?? '');
  const anchoring = condition.anchoring ?? 'contains';
  const mustStart = anchoring === 'is' || anchoring === 'startsWith';
  const mustEnd = anchoring === 'is' || anchoring === 'endsWith';
  // An empty pattern with 'is' is the empty query's rule; with any other anchoring it always matches.
  if (parts.length === 0) return anchoring === 'is' && query.length > 0 ? undefined : [];
  const matchFrom = (part: number, at: number): FacetMatch[] | undefined => {
    if (part === parts.length) return !mustEnd || at === query.length ? [] : undefined;
    const current = parts[part]!;
    if ('term' in current) {
      return query[at]?.term === current.term ? matchFrom(part + 1, at + 1) : undefined;
    }
    const values = facetValuesOf(current.facet);
    if (!values) return undefined;
    for (let end = Math.min(query.length, at + MAX_FACET_VALUE_WORDS); end > at; end--) {
      if (!isFacetValue(values, query, at, end)) continue;
      const rest = matchFrom(part + 1, end);
      if (rest) return [{ attribute: current.facet, value: spanText(query, at, end) }, ...rest];
    }
    return undefined;
  };
  const lastStart = mustStart ? 0 : query.length;
  for (let start = 0; start <= lastStart; start++) {
    const found = matchFrom(0, start);
    if (found) return found;
  }
  return undefined;
}

function isFacetValue(
  values: ReadonlyMap<string, unknown>,
  query: readonly QueryToken[],
  start: number,
  end: number,
): boolean {
  const terms = query.slice(start, end).map((token) => token.term);
  return values.has(terms.join(' ')) || values.has(foldText(spanText(query, start, end)));
}

/** The query's words start…end as typed, one space apart. */
function spanText(query: readonly QueryToken[], start: number, end: number): string {
  return query
    .slice(start, end)
    .map((token) => token.original)
    .join(' ');
}

interface AutomaticFilters {
  filters: (string | string[])[];
  removeWords: string[];
}

/**
 * `automaticFacetFilters`: a facet filter for each value a `{facet:…}` placeholder matched (ORed when
 * `disjunctive`, negated when `negative`, weighted by `score`), and those words leave the query.
 */
function automaticFilters(setting: JsonValue | undefined, matches: readonly FacetMatch[]): AutomaticFilters {
  const result: AutomaticFilters = { filters: [], removeWords: [] };
  if (!Array.isArray(setting) || matches.length === 0) return result;
  for (const entry of setting) {
    const spec = typeof entry === 'string' ? { facet: entry } : (entry as Record<string, JsonValue>);
    const attribute = spec.facet;
    const found = matches.filter((match) => match.attribute === attribute);
    if (typeof attribute !== 'string' || found.length === 0) continue;
    const score = typeof spec.score === 'number' ? `<score=${spec.score}>` : '';
    const minus = spec.negative === true ? '-' : '';
    const filters = found.map((match) => `${attribute}:${minus}${escapeValue(match.value)}${score}`);
    if (spec.disjunctive === true) result.filters.push(filters);
    else result.filters.push(...filters);
    result.removeWords.push(...found.map((match) => match.value));
  }
  return result;
}

/** A value starting with '-' would read as a negation (api-parameters/facetFilters: escape it). */
function escapeValue(value: string): string {
  return value.startsWith('-') ? `\\${value}` : value;
}

/**
 * The consequence's parameters over the query's: filter parameters are ANDed with the query's own, the
 * others replace them.
 */
function withParams(base: SearchParams, added: SearchParams): SearchParams {
  const next: SearchParams = { ...base, ...added };
  if (typeof added.filters === 'string' && typeof base.filters === 'string' && base.filters.trim() !== '')
    next.filters = `(${base.filters}) AND (${added.filters})`;
  for (const name of FILTER_PARAMS) {
    if (added[name] === undefined || base[name] === undefined || base[name] === null) continue;
    next[name] = [...asList(base[name], name), ...asList(added[name], name)];
  }
  return next;
}

function asList(value: unknown, name: (typeof FILTER_PARAMS)[number]): (string | string[])[] {
  return readFilterList(value, name).map((group) =>
    group.length === 1 ? group[0]!.text : group.map((item) => item.text),
  );
}

/**
 * A consequence's `query` (consequenceQuery of https://www.algolia.com/doc/rest-api/search/save-rule): a
 * string replaces the query; `{edits: [{type: 'remove' | 'replace', delete, insert}]}` (or the older
 * `{remove: [...]}`) edits whole words of it, and the query stays a string.
 */
function editQuery(query: string, change: JsonValue | undefined, removeWords: readonly string[]): string {
  if (typeof change === 'string') return change;
  let edited = query;
  const edits: { delete: string; insert: string }[] = removeWords.map((word) => ({
    delete: word,
    insert: '',
  }));
  if (change && typeof change === 'object' && !Array.isArray(change)) {
    for (const word of asStrings(change.remove)) edits.push({ delete: word, insert: '' });
    for (const edit of Array.isArray(change.edits) ? change.edits : []) {
      if (!edit || typeof edit !== 'object' || Array.isArray(edit) || typeof edit.delete !== 'string')
        continue;
      const insert = edit.type === 'replace' && typeof edit.insert === 'string' ? edit.insert : '';
      edits.push({ delete: edit.delete, insert });
    }
  }
  for (const edit of edits) edited = replaceWords(edited, edit.delete, edit.insert);
  return edited.replace(/\s+/g, ' ').trim();
}

function asStrings(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Every occurrence of the words of `target` (whole words, folded) in `query`, replaced by `insert`. */
function replaceWords(query: string, target: string, insert: string): string {
  const wanted = tokenizeQuery(target).map((token) => token.term);
  if (wanted.length === 0) return query;
  const tokens = tokenizeQuery(query);
  let out = '';
  let copied = 0;
  for (let i = 0; i + wanted.length <= tokens.length;) {
    if (wanted.every((term, k) => tokens[i + k]!.term === term)) {
      out += query.slice(copied, tokens[i]!.start) + insert;
      copied = tokens[i + wanted.length - 1]!.end;
      i += wanted.length;
    } else {
      i++;
    }
  }
  return out + query.slice(copied);
}
