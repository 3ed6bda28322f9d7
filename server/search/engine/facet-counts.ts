// Facet value counts and numeric statistics over the documents of a result set. Values are counted by
// id in typed arrays (one pass over the documents per facet), then the top values are named.
import type { FacetStats } from '../types.js';
import type { IndexData } from './index-data.js';

export function countFacets(
  data: IndexData,
  docs: ArrayLike<number>,
  attributes: string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
): { facets: Record<string, Record<string, number>>; stats: Record<string, FacetStats> } {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  for (const attribute of attributes) {
    const dictionary = data.facetValueIds.get(attribute);
    if (!dictionary) {
      facets[attribute] = {};
      continue;
    }
    const counts = new Uint32Array(dictionary.values.length);
    const { first, more } = dictionary;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      const id = first[doc];
      if (id === undefined || id < 0) continue;
      counts[id]!++;
      const rest = more[doc];
      if (rest) for (let k = 0; k < rest.length; k++) counts[rest[k]!]!++;
    }
    const entries: [string, number][] = [];
    counts.forEach((count, id) => {
      if (count > 0) entries.push([dictionary.values[id]!, count]);
    });
    entries.sort(
      sortBy === 'alpha'
        ? (a, b) => compareText(a[0], b[0])
        : (a, b) => b[1] - a[1] || compareText(a[0], b[0]),
    );
    facets[attribute] = Object.fromEntries(entries.slice(0, maxValues));
    const numericStats = statsOf(entries);
    if (numericStats) stats[attribute] = numericStats;
  }
  return { facets, stats };
}

/** min/max/avg/sum when every value of the facet is a number (Algolia's facets_stats). */
function statsOf(entries: [string, number][]): FacetStats | undefined {
  if (entries.length === 0) return undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (const [value, n] of entries) {
    const v = Number(value);
    if (value.trim() === '' || !Number.isFinite(v)) return undefined;
    min = Math.min(min, v);
    max = Math.max(max, v);
    sum += v * n;
    count += n;
  }
  return { min, max, avg: sum / count, sum };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
