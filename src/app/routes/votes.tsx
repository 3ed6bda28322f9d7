import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { votesInfiniteQueryOptions } from '../../features/votes/api/get-votes';
import { VotesDirectory } from '../../features/votes/components/votes-directory';
import { DEFAULT_VOTE_CHAMBER, VOTE_CHAMBER_OPTIONS } from '../../features/votes/utils/vote-options';
import { useSearchParamOption } from '../../hooks/use-search-param-option';
import { readOption } from '../../utils/read-option';

/** /app/votes: every roll call of a chamber, where the Votes card's 'View all' leads. */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const searchParams = new URL(request.url).searchParams;
    const chamber = readOption(searchParams, 'chamber', VOTE_CHAMBER_OPTIONS, DEFAULT_VOTE_CHAMBER);
    void queryClient.prefetchInfiniteQuery(votesInfiniteQueryOptions(chamber));
    return null;
  };

export function Component() {
  const [chamber, setChamber] = useSearchParamOption('chamber', VOTE_CHAMBER_OPTIONS, DEFAULT_VOTE_CHAMBER);
  return (
    <>
      <PageTitle>Votes</PageTitle>
      <VotesDirectory chamber={chamber} onChamberChange={setChamber} />
    </>
  );
}
