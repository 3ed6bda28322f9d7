import { useMemo } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import { newsYearGroups, toggleYearGroup } from '../utils/news-years';
import { refinementListParams } from '../utils/refinement-params';
import type { FacetDefinition } from '../utils/search-tabs';
import { FacetGroup } from './facet-group';
import { FacetOption } from './facet-option';

export interface NewsYearFacetProps {
  facet: FacetDefinition;
  /**
   * The first year of the newest session offered, e.g. 2025 for '2025-2026'; null when the sessions'
   * names hold no year: the newest year in the news then.
   */
  newestYear: number | null;
  /** The year with an entry of its own, e.g. '2024' (spec §9). */
  defaultYear: string;
}

/**
 * The news Year facet: sessions (and the default year) mapped to the `year` values they stand for; an
 * entry's count is its years' counts, and choosing it refines all its years at once (one search).
 */
export function NewsYearFacet({ facet, newestYear, defaultYear }: NewsYearFacetProps) {
  const { items } = useRefinementList(refinementListParams(facet));
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const newestInNews = Math.max(0, ...items.map((item) => Number(item.value)).filter(Number.isInteger));
  const startYear = newestYear ?? newestInNews;
  const groups = useMemo(() => newsYearGroups(startYear, defaultYear), [startYear, defaultYear]);
  const refined = indexUiState.refinementList?.[facet.attribute] ?? [];
  const countOf = (year: string) => items.find((item) => item.value === year)?.count ?? 0;
  const shown = groups
    .map((group) => ({
      ...group,
      count: group.years.reduce((sum, year) => sum + countOf(year), 0),
      on: group.years.filter((year) => refined.includes(year)).length,
    }))
    .filter((group) => group.count > 0 || group.on > 0);
  if (shown.length === 0) return null;
  return (
    <FacetGroup label={facet.label}>
      {shown.map((group) => (
        <FacetOption
          key={group.label}
          label={group.label}
          count={group.count}
          checked={group.on === group.years.length}
          indeterminate={group.on > 0 && group.on < group.years.length}
          onChange={() =>
            setIndexUiState((state) => ({
              ...state,
              page: undefined,
              refinementList: { ...state.refinementList, [facet.attribute]: toggleYearGroup(refined, group) },
            }))
          }
        />
      ))}
    </FacetGroup>
  );
}
