import { useInstantSearch } from 'react-instantsearch';
import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import { activeRefinementCount, withoutRefinements } from '../utils/active-refinements';
import { defaultNewsYear, yearsInSessionName, type SearchTab } from '../utils/search-tabs';
import { ChamberFacet } from './chamber-facet';
import { ClearFiltersButton } from './clear-filters-button';
import { NewsYearFacet } from './news-year-facet';
import { RangeFacet } from './range-facet';
import { RefinementFacet } from './refinement-facet';

/** One bill search tab's facets (issue 6 'Facets per tab'), with the clear-facets control first. */
export function RefinePanel({ tab, config }: { tab: SearchTab; config: SearchPageConfig }) {
  const { uiState, setUiState } = useInstantSearch();
  // The first year of the newer default session; none when neither names a year (or the state has none).
  const firstYears = [config.defaultSessions.bills, config.defaultSessions.other]
    .map((session) => yearsInSessionName(session)[0])
    .filter((year) => year !== undefined);
  const newestYear = firstYears.length > 0 ? Math.max(...firstYears) : null;
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
              newestYear={newestYear}
              defaultYear={defaultNewsYear(config)}
            />
          );
        return <RefinementFacet key={facet.attribute} facet={facet} />;
      })}
      {tab.range && <RangeFacet range={tab.range} />}
    </>
  );
}
