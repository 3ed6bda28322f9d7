import { useInstantSearch } from 'react-instantsearch';
import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import { activeRefinementCount, withoutRefinements } from '../utils/active-refinements';
import { defaultNewsYear, type SearchTab } from '../utils/search-tabs';
import { ChamberFacet } from './chamber-facet';
import { ClearFiltersButton } from './clear-filters-button';
import { NewsYearFacet } from './news-year-facet';
import { RangeFacet } from './range-facet';
import { RefinementFacet } from './refinement-facet';

/** One bill search tab's facets (issue 6 'Facets per tab'), with the clear-facets control first. */
export function RefinePanel({ tab, config }: { tab: SearchTab; config: SearchPageConfig }) {
  const { uiState, setUiState } = useInstantSearch();
  const newestSession = [config.defaultSessions.bills, config.defaultSessions.other].sort().at(-1)!;
  return (
    <>
      <ClearFiltersButton
        activeCount={activeRefinementCount(uiState, tab.id)}
        onClear={() => setUiState((state) => withoutRefinements(state, tab.id))}
      />
      {tab.facets.map((facet) => {
        if (facet.kind === 'chamber') return <ChamberFacet key={facet.attribute} facet={facet} />;
        if (facet.kind === 'news-years')
          return (
            <NewsYearFacet
              key={facet.attribute}
              facet={facet}
              newestSession={newestSession}
              defaultYear={defaultNewsYear(config)}
            />
          );
        return <RefinementFacet key={facet.attribute} facet={facet} />;
      })}
      {tab.range && <RangeFacet range={tab.range} />}
    </>
  );
}
