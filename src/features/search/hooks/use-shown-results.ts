import { useDebouncedValue } from '@mantine/hooks';
import { useInstantSearch } from 'react-instantsearch';
import { STALLED_SEARCH_DELAY_MS } from '../utils/search-timing';
import { useSearchConnection } from './use-resilient-search';

/** Spec §2 (empty tab), and its saved-items variant (issue 18). */
export const NO_HITS = 'No results. Try other words or clear the filters.';
export const NO_SAVED_HITS = 'Nothing saved on this phone matches. Try other words or clear the filters.';

/**
 * What the results on screen are worth (issue 18): after a failed search they no longer answer the
 * query and are not shown; while a new search has been waited on past the stalled delay (spec §4, 200 ms)
 * they are dimmed; and when they come from the phone's saved items the empty message says so.
 */
export function useShownResults() {
  const { status } = useInstantSearch();
  const connection = useSearchConnection();
  const busy = status === 'loading' || status === 'stalled';
  const [busyForAWhile] = useDebouncedValue(busy, STALLED_SEARCH_DELAY_MS);
  return {
    failed: status === 'error',
    stale: busy && (busyForAWhile || status === 'stalled'),
    emptyMessage: connection.source === 'saved' ? NO_SAVED_HITS : NO_HITS,
  };
}
