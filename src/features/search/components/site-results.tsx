import { Text } from '@mantine/core';
import { useId } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { EmptyState } from '../../../components/empty-state';
import { LoadingList } from '../../../components/loading-list';
import type { SiteHit } from '../utils/hit-types';
import { useShownResults } from '../hooks/use-shown-results';
import { activeRefinementCount } from '../utils/active-refinements';
import { DATA_TYPE_ATTRIBUTE, SITE_INDEX } from '../utils/site-search-state';
import type { FacetDefinition } from '../utils/search-tabs';
import { ClearFiltersButton } from './clear-filters-button';
import classes from './hits/hit-card.module.css';
import { SiteHitCard } from './hits/site-hit';
import { RefineLayout } from './refine-layout';
import { RefinementFacet } from './refinement-facet';
import { SearchPagination } from './search-pagination';
import { VirtualRefinementList } from './virtual-facets';
import { countOf } from '../../../utils/count-of';

/** Spec §2 / §9: the Data Types facet lists 10 types, 'Show more' up to 500. */
export const DATA_TYPES_FACET: FacetDefinition = {
  kind: 'list',
  attribute: DATA_TYPE_ATTRIBUTE,
  label: 'Data Types',
  limit: 500,
};

/** Spec §2: the site-wide search's facet panel title, verbatim. */
export const SITE_REFINE_TITLE = 'Refine your search:';

/** The site-wide search's facet panel, count, hits and pages. */
export function SiteResults() {
  const { results, status, uiState, setIndexUiState } = useInstantSearch();
  const { items } = useHits<SiteHit>();
  const topId = useId();
  const shown = useShownResults();
  const waiting = (results as { __isArtificial?: boolean }).__isArtificial && status !== 'error';
  const activeCount = activeRefinementCount(uiState, SITE_INDEX);
  const panel = (
    <>
      <ClearFiltersButton
        activeCount={activeCount}
        onClear={() => setIndexUiState((state) => ({ ...state, refinementList: {}, page: undefined }))}
      />
      <RefinementFacet facet={DATA_TYPES_FACET} />
    </>
  );
  const toolbar = (
    <Text size="sm" c="dimmed" aria-live="polite">
      {waiting || shown.failed ? '' : countOf(results.nbHits, 'result')}
    </Text>
  );
  let body;
  if (waiting) body = <LoadingList label="Searching…" />;
  // After a failed search the hits answer another query: the error above says what happened.
  else if (shown.failed) body = null;
  else if (items.length === 0) body = <EmptyState message={shown.emptyMessage} />;
  else
    body = (
      <ul
        className={shown.stale ? `${classes.list} ${classes.stale}` : classes.list}
        aria-label="Results"
        aria-busy={shown.stale}
      >
        {items.map((hit) => (
          <li key={hit.objectID}>
            <SiteHitCard hit={hit} />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <VirtualRefinementList facet={DATA_TYPES_FACET} />
      <RefineLayout title={SITE_REFINE_TITLE} activeCount={activeCount} panel={panel} toolbar={toolbar}>
        <div id={topId} style={{ scrollMarginTop: 140 }}>
          {body}
        </div>
        <SearchPagination resultsTopId={topId} />
      </RefineLayout>
    </>
  );
}
