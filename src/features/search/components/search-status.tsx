import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInstantSearch } from 'react-instantsearch';
import { ErrorState } from '../../../components/error-state';
import { STALLED_SEARCH_DELAY_MS } from '../utils/search-timing';

/**
 * Spec §4 search activity: 'Searching…' once a search has been waited on for 200 ms, and a search error
 * shown with a Retry button rather than swallowed. InstantSearch's own 'stalled' status is not enough:
 * a search started while another is stalled reports 'loading' however long it then takes.
 */
export function SearchStatus({
  showSearching = true,
}: {
  /** Say 'Searching…'; off where the page shows its own overlay instead. @default true */
  showSearching?: boolean;
}) {
  const { status, error, refresh } = useInstantSearch({ catchError: true });
  const busy = status === 'loading' || status === 'stalled';
  const [busyForAWhile] = useDebouncedValue(busy, STALLED_SEARCH_DELAY_MS);
  if (status === 'error') {
    return <ErrorState title="The search failed" error={error} onRetry={refresh} />;
  }
  if (!showSearching || !busy || !(busyForAWhile || status === 'stalled')) return null;
  return (
    <Group gap="xs" role="status" py={4}>
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        Searching…
      </Text>
    </Group>
  );
}
