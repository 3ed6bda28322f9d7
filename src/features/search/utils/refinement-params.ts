import type { FacetDefinition, RangeDefinition } from './search-tabs';

/** Values listed before 'Show more' (spec §9 site search: limit 10, show more up to its own limit). */
export const FACET_VISIBLE_VALUES = 10;

/**
 * The one place a facet's widget parameters are made: the visible list and the virtual widget that keeps
 * the refinement while the list is closed must ask for exactly the same (maxValuesPerFacet, sort).
 */
export function refinementListParams(facet: FacetDefinition) {
  if (facet.kind === 'news-years')
    return { attribute: facet.attribute, operator: 'or' as const, limit: facet.limit };
  return {
    attribute: facet.attribute,
    operator: 'or' as const,
    limit: FACET_VISIBLE_VALUES,
    showMore: true,
    showMoreLimit: facet.limit,
    ...(facet.sortBy ? { sortBy: facet.sortBy } : {}),
  };
}

export function rangeParams(range: RangeDefinition) {
  return { attribute: range.attribute, precision: range.precision };
}
