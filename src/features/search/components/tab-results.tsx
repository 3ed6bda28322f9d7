import { useId } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import { EmptyState } from '../../../components/empty-state';
import { LoadingList } from '../../../components/loading-list';
import { useShownResults } from '../hooks/use-shown-results';
import { activeRefinementCount } from '../utils/active-refinements';
import type { BillHit } from '../utils/hit-types';
import type { SearchTab } from '../utils/search-tabs';
import { billHitRef } from './bill-hit-actions';
import { BillSelectionToolbar, SelectPageButton } from './bill-selection-controls';
import type { PerPage } from './per-page-select';
import { RefineLayout } from './refine-layout';
import { RefinePanel } from './refine-panel';
import { ResultsToolbar } from './results-toolbar';
import { SearchPagination } from './search-pagination';
import { ShownHits } from './shown-hits';

/** Shown when a tab finds nothing. */
export { NO_HITS } from '../hooks/use-shown-results';

export interface TabResultsProps {
  tab: SearchTab;
  config: SearchPageConfig;
  perPage: PerPage;
  onPerPageChange: (perPage: PerPage) => void;
}

/** The shown tab: its facets (sheet or column), result count, per-page choice, hits and pages. */
export function TabResults({ tab, config, perPage, onPerPageChange }: TabResultsProps) {
  const { results, uiState, status } = useInstantSearch();
  const { items } = useHits();
  const topId = useId();
  const shown = useShownResults();
  // Before the first answer InstantSearch holds placeholder results; a tab just opened holds the
  // count-only answer it had while hidden (no hits asked for), which must not read as 'no results'.
  const waiting =
    ((results as { __isArtificial?: boolean }).__isArtificial || results.hitsPerPage === 0) &&
    status !== 'error';
  const toolbar = (
    <ResultsToolbar
      nbHits={waiting || shown.failed ? null : results.nbHits}
      perPage={perPage}
      onPerPageChange={onPerPageChange}
    />
  );
  let body;
  if (waiting) body = <LoadingList label={`Searching ${tab.label.toLowerCase()}…`} />;
  // After a failed search the hits answer another query: the error above says what happened.
  else if (shown.failed) body = null;
  else if (items.length === 0) body = <EmptyState message={shown.emptyMessage} />;
  else
    body = (
      // 50 hits a page by default (spec §9): the first screenful at once, the rest as the reader nears them.
      <ShownHits
        tab={tab}
        config={config}
        hits={items}
        answerKey={`${results.queryID ?? results.query}|${results.page}|${items[0]?.objectID ?? ''}`}
        stale={shown.stale}
      />
    );
  return (
    <RefineLayout
      title="Refine your search"
      activeCount={activeRefinementCount(uiState, tab.id)}
      panel={<RefinePanel tab={tab} config={config} />}
      toolbar={toolbar}
    >
      <div id={topId} style={{ scrollMarginTop: 140 }}>
        {tab.id === 'bills' && !waiting && <SelectPageButton bills={(items as BillHit[]).map(billHitRef)} />}
        {body}
      </div>
      {tab.id === 'bills' && <BillSelectionToolbar />}
      <SearchPagination resultsTopId={topId} />
    </RefineLayout>
  );
}
