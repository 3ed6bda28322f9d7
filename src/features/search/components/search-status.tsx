import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useContext, useEffect, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { ErrorState } from '../../../components/error-state';
import { searchFailureOf } from '../../../lib/search-failure';
import { ResilientSearchContext, useSearchConnection } from '../hooks/use-resilient-search';
import { STALLED_SEARCH_DELAY_MS } from '../utils/search-timing';
import { SavedItemsNotice } from './saved-items-notice';

/** Said under 'Searching…' once a search has outlived its first attempt (issue 18). */
export const SLOW_CONNECTION = 'The connection is slow. Still trying…';

/**
 * Spec §4 search activity: 'Searching…' once a search has been waited on for 200 ms (and that the
 * connection is slow once it is being retried), a failed search in our words with a Retry button, and
 * the notice while the results come from the phone's saved items (issue 18). InstantSearch's own
 * 'stalled' status is not enough: a search started while another is stalled reports 'loading' however
 * long it then takes.
 */
export function SearchStatus({
  showSearching = true,
}: {
  /** Say 'Searching…'; off where the page shows its own overlay instead. @default true */
  showSearching?: boolean;
}) {
  const { status, error, refresh } = useInstantSearch({ catchError: true });
  const resilient = useContext(ResilientSearchContext);
  const connection = useSearchConnection();
  const busy = status === 'loading' || status === 'stalled';
  const [busyForAWhile] = useDebouncedValue(busy, STALLED_SEARCH_DELAY_MS);

  // Back from saved items (online again, the service answered a check, or Retry): search the service.
  const previousSource = useRef(connection.source);
  useEffect(() => {
    if (previousSource.current === 'saved' && connection.source === 'service') refresh();
    previousSource.current = connection.source;
  }, [connection.source, refresh]);

  if (status === 'error') {
    // Whatever was thrown, the reader sees our words (no vendor text, issue 18).
    const failure = searchFailureOf(error);
    return <ErrorState title="The search failed" error={new Error(failure.message)} onRetry={refresh} />;
  }
  return (
    <>
      {connection.source === 'saved' && (
        <SavedItemsNotice
          failure={connection.failure}
          savedItemCount={connection.savedItemCount}
          onRetry={() => resilient?.retryService()}
        />
      )}
      {showSearching && busy && (busyForAWhile || status === 'stalled') && (
        <Group gap="xs" role="status" py={4}>
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Searching…
            {connection.source === 'service' && connection.slow && ` ${SLOW_CONNECTION}`}
          </Text>
        </Group>
      )}
    </>
  );
}
