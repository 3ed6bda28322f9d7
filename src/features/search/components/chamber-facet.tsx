import { useInstantSearch } from 'react-instantsearch';
import { firstPages } from '../utils/active-refinements';
import { ROOT_INDEX_ID, SHARED_CHAMBER } from '../utils/bill-search-state';
import type { FacetDefinition } from '../utils/search-tabs';
import { FacetGroup } from './facet-group';
import { FacetOption } from './facet-option';

/**
 * The Chamber facet of a bill search tab. Its refinement lives on the root index, which every tab's index
 * inherits, so choosing House narrows all tabs in the one multi-index search and every tab count updates;
 * the values and counts shown are this tab's.
 */
export function ChamberFacet({ facet }: { facet: FacetDefinition }) {
  const { results, uiState, setUiState } = useInstantSearch();
  const refined = uiState[ROOT_INDEX_ID]?.refinementList?.[SHARED_CHAMBER] ?? [];
  // Read from the parsed response: the tab's results carry the tab's own state, which does not list the
  // inherited facet, so results.getFacetValues() would not find it.
  const data = results.disjunctiveFacets?.find((f) => f.name === SHARED_CHAMBER)?.data ?? {};
  const shown = Object.entries(data)
    .map(([name, count]) => ({ name, count }))
    .filter((value) => !facet.hidden?.test(value.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (shown.length === 0 && refined.length === 0) return null;
  const toggle = (value: string) =>
    setUiState((state) => {
      const root = state[ROOT_INDEX_ID] ?? {};
      const current = root.refinementList?.[SHARED_CHAMBER] ?? [];
      const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      return firstPages({
        ...state,
        [ROOT_INDEX_ID]: { ...root, refinementList: { ...root.refinementList, [SHARED_CHAMBER]: next } },
      });
    });
  // A refined chamber this tab has no results for still shows, so it can be turned off here.
  const missing = refined.filter((value) => !shown.some((shownValue) => shownValue.name === value));
  return (
    <FacetGroup label={facet.label}>
      {[...shown, ...missing.map((name) => ({ name, count: 0 }))].map(({ name, count }) => (
        <FacetOption
          key={name}
          label={facet.labels?.[name] ?? name}
          count={count}
          checked={refined.includes(name)}
          onChange={() => toggle(name)}
        />
      ))}
    </FacetGroup>
  );
}
