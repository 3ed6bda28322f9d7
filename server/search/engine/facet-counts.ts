// Facet value counts and numeric statistics over the documents of a result set.
import type { FacetStats } from '../types.js';
import type { IndexData } from './index-data.js';

export function countFacets(
  data: IndexData,
  docs: Iterable<number>,
  attributes: string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
): { facets: Record<string, Record<string, number>>; stats: Record<string, FacetStats> } {
  const counters = attributes.map(() => new Map<string, number>());
  for (const doc of docs) {
    const stored = data.docs[doc]!;
    attributes.forEach((attribute, i) => {
      const values = stored.facets.get(attribute);
      if (!values) return;
      const counter = counters[i]!;
      const seen = values.length > 1 ? new Set(values) : values;
      for (const value of seen) counter.set(value, (counter.get(value) ?? 0) + 1);
    });
  }
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  attributes.forEach((attribute, i) => {
    const entries = [...counters[i]!];
    entries.sort(
      sortBy === 'alpha'
        ? (a, b) => compareText(a[0], b[0])
        : (a, b) => b[1] - a[1] || compareText(a[0], b[0]),
    );
    facets[attribute] = Object.fromEntries(entries.slice(0, maxValues));
    const numeric = entries.filter(([value]) => value.trim() !== '' && Number.isFinite(Number(value)));
    if (numeric.length > 0 && numeric.length === entries.length) {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      let sum = 0;
      let count = 0;
      for (const [value, n] of numeric) {
        const v = Number(value);
        min = Math.min(min, v);
        max = Math.max(max, v);
        sum += v * n;
        count += n;
      }
      stats[attribute] = { min, max, avg: count ? sum / count : 0, sum };
    }
  });
  return { facets, stats };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
