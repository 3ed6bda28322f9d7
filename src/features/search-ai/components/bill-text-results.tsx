import { useId, useState } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import type { SearchClientConfig } from '../../../../server/schemas/search-config';
import { EmptyState } from '../../../components/empty-state';
import { billHitRef } from '../../search/components/bill-hit-actions';
import { BillSelectionToolbar, SelectPageButton } from '../../search/components/bill-selection-controls';
import classes from '../../search/components/hits/hit-card.module.css';
import type { PerPage } from '../../search/components/per-page-select';
import { RefineLayout } from '../../search/components/refine-layout';
import { RefinePanel } from '../../search/components/refine-panel';
import { ResultsToolbar } from '../../search/components/results-toolbar';
import { SearchPagination } from '../../search/components/search-pagination';
import { useRenderedStatus } from '../../search/components/search-transitions';
import { useSearchConnection } from '../../search/hooks/use-resilient-search';
import { useShownResults } from '../../search/hooks/use-shown-results';
import { activeRefinementCount } from '../../search/utils/active-refinements';
import type { SearchTab } from '../../search/utils/search-tabs';
import { searchInsightsUrl, type SearchInsightsRequest } from '../api/stream-search-insights';
import type { BillMatchHit } from '../utils/bill-match-hit';
import { insightsRequest } from '../utils/insights-request';
import { BillMatchHitCard } from './bill-match-hit';
import { ResultsOverview } from './results-overview';
import { SearchingOverlay } from './searching-overlay';

export interface BillTextResultsProps {
  tab: SearchTab;
  config: SearchClientConfig;
  perPage: PerPage;
  onPerPageChange: (perPage: PerPage) => void;
}

/**
 * The AI-assisted search's two columns (spec §2): 'Refine your search' (a bottom sheet on phones), and
 * the results: the overview, 'Select all bills on this page', the hits, the selection's actions and the
 * pages, under a full overlay while a search runs.
 */
export function BillTextResults({ tab, config, perPage, onPerPageChange }: BillTextResultsProps) {
  const { results, uiState, status } = useInstantSearch();
  const { items } = useHits<BillMatchHit>();
  const topId = useId();
  const shown = useShownResults();
  const connection = useSearchConnection();
  const waiting = Boolean((results as { __isArtificial?: boolean }).__isArtificial) && status !== 'error';
  const searching = status === 'loading' || status === 'stalled';
  // The overview follows the results shown: while a search runs the address already holds its refinements
  // but the results (and their cache id) are the previous ones, so the request changes once it settles,
  // judged by the status handed over with these results (useRenderedStatus), not the instance's latest.
  const renderedStatus = useRenderedStatus();
  const [overview, setOverview] = useState<SearchInsightsRequest | null>(null);
  const settled =
    renderedStatus === 'idle' ? insightsRequest(results, uiState, tab.id, config.apiKey) : overview;
  if ((settled && searchInsightsUrl(settled)) !== (overview && searchInsightsUrl(overview)))
    setOverview(settled);

  let body;
  // After a failed search the hits answer another query: the error above says what happened.
  if (waiting || shown.failed) body = null;
  else if (items.length === 0) body = <EmptyState message={shown.emptyMessage} />;
  else
    body = (
      <ul className={classes.list} aria-label="Bill text results">
        {items.map((hit) => (
          <li key={hit.objectID}>
            <BillMatchHitCard hit={hit} />
          </li>
        ))}
      </ul>
    );
  return (
    <RefineLayout
      title="Refine your search"
      activeCount={activeRefinementCount(uiState, tab.id)}
      panel={<RefinePanel tab={tab} config={config.page} />}
      toolbar={
        <ResultsToolbar
          nbHits={waiting || shown.failed ? null : results.nbHits}
          perPage={perPage}
          onPerPageChange={onPerPageChange}
        />
      }
    >
      <div aria-busy={searching} style={{ position: 'relative', minHeight: searching ? 240 : undefined }}>
        {searching && <SearchingOverlay slow={connection.source === 'service' && connection.slow} />}
        <ResultsOverview request={settled} />
        <div id={topId} style={{ scrollMarginTop: 140 }}>
          {!waiting && (
            <SelectPageButton bills={items.map(billHitRef)} label="Select all bills on this page" />
          )}
          {body}
        </div>
        <BillSelectionToolbar />
        <SearchPagination resultsTopId={topId} />
      </div>
    </RefineLayout>
  );
}
