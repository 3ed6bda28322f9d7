import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../testing/render-with-providers';
import { QueryState } from './query-state';

const KEY = ['query-state-test'];
const NETWORK_FAILURE = "Can't reach Statehouse. Check your internet connection and try again.";

/** A list whose every fetch fails as a dropped connection does. */
function FailingList() {
  const query = useQuery<string[]>({
    queryKey: KEY,
    queryFn: () => Promise.reject(new Error(NETWORK_FAILURE)),
    staleTime: 0,
  });
  return (
    <QueryState query={query} loadingLabel="Loading bills…" emptyMessage="No bills.">
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the error with Retry when there is nothing to show', async () => {
    renderWithProviders(<FailingList />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NETWORK_FAILURE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps showing what it holds when a refetch fails', async () => {
    // A page restored from the saved cache refetches when the browser says it is back online, and a
    // link that is not yet carrying requests fails that refetch: the page must stay readable.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(KEY, ['H 396']);
    renderWithProviders(<FailingList />, { queryClient });
    await waitFor(() => expect(queryClient.getQueryState(KEY)?.status).toBe('error'));
    expect(screen.getByRole('listitem')).toHaveTextContent('H 396');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
