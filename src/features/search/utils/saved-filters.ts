import type { SavedRecord } from './saved-records';

/** Algolia's facetFilters / numericFilters: a filter, or a list of filters of which any may match. */
type FilterList = string | readonly (string | readonly string[])[] | undefined;

export type RecordTest = (record: SavedRecord) => boolean;

const valuesOf = (record: SavedRecord, attribute: string): string[] => {
  const value = record[attribute];
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
};

/** 'session_name:2025-2026', '-chamber:house' (excluded); the helper escapes a leading '-' of a value. */
function facetTest(filter: string): RecordTest {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  const attribute = body.slice(0, colon);
  const value = body.slice(colon + 1).replace(/^\\-/, '-');
  return (record) => valuesOf(record, attribute).includes(value) !== negated;
}

const NUMERIC = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.]+)\s*$/;
const NUMERIC_RANGE = /^\s*([\w.]+)\s*:\s*(-?[\d.]+)\s+TO\s+(-?[\d.]+)\s*$/;

/** 'bill_number>=10', 'bill_number:10 TO 20' (what the range widget sends). */
function numericTest(filter: string): RecordTest {
  const range = NUMERIC_RANGE.exec(filter);
  if (range) {
    const [, attribute, low, high] = range;
    return (record) => valuesOf(record, attribute!).some((v) => +v >= +low! && +v <= +high!);
  }
  const match = NUMERIC.exec(filter);
  if (!match) return () => true; // a filter the saved items cannot have: nothing to narrow
  const [, attribute, operator, bound] = match;
  const compare: Record<string, (value: number) => boolean> = {
    '<': (v) => v < +bound!,
    '<=': (v) => v <= +bound!,
    '>': (v) => v > +bound!,
    '>=': (v) => v >= +bound!,
    '=': (v) => v === +bound!,
    '!=': (v) => v !== +bound!,
  };
  return (record) => valuesOf(record, attribute!).some((value) => compare[operator!]!(Number(value)));
}

/** Every entry must pass; an inner list passes when any of its filters does. */
function allOf(filters: FilterList, test: (filter: string) => RecordTest): RecordTest[] {
  if (filters === undefined) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) => {
    if (typeof entry === 'string') return test(entry);
    const anyOf = entry.map(test);
    return (record: SavedRecord) => anyOf.some((pass) => pass(record));
  });
}

/** The test a record must pass for a request's facet and numeric filters. */
export function recordFilter(params: { facetFilters?: unknown; numericFilters?: unknown }): RecordTest {
  const tests = [
    ...allOf(params.facetFilters as FilterList, facetTest),
    ...allOf(params.numericFilters as FilterList, numericTest),
  ];
  return (record) => tests.every((pass) => pass(record));
}

/** Algolia's `facets` answer: each asked attribute's values with their counts, most first. */
export function countFacets(
  records: readonly SavedRecord[],
  attributes: readonly string[],
  maxValues: number,
): Record<string, Record<string, number>> {
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts = new Map<string, number>();
    for (const record of records)
      for (const value of new Set(valuesOf(record, attribute)))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    if (counts.size === 0) continue;
    const top = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, maxValues);
    facets[attribute] = Object.fromEntries(top);
  }
  return facets;
}

/** Algolia's `facets_stats` of numeric facets: the range widget's bounds. */
export function facetStats(records: readonly SavedRecord[], attributes: readonly string[]) {
  const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
  for (const attribute of attributes) {
    const numbers = records
      .flatMap((record) => valuesOf(record, attribute).map(Number))
      .filter(Number.isFinite);
    if (numbers.length === 0) continue;
    const sum = numbers.reduce((total, n) => total + n, 0);
    stats[attribute] = {
      min: Math.min(...numbers),
      max: Math.max(...numbers),
      avg: sum / numbers.length,
      sum,
    };
  }
  return stats;
}

export { valuesOf as facetValuesOf };
