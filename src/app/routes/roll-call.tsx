import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { voteQueryOptions } from '../../features/votes/api/get-vote';
import { VoteDetails } from '../../features/votes/components/vote-details';
import { usePageTitle } from '../../hooks/use-page-title';
import { parseId } from '../../utils/parse-id';
import { useFollowRecordState } from '../follow-state';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const voteId = parseId(params.id);
    if (voteId) void queryClient.prefetchQuery(voteQueryOptions(voteId));
    return null;
  };

export function Component() {
  const voteId = parseId(useParams().id);
  // The same query the details show: a record of another state makes the app follow that state.
  const record = useQuery({ ...voteQueryOptions(voteId ?? 0), enabled: voteId !== null });
  useFollowRecordState(record.data?.state);
  usePageTitle('Roll call');
  if (!voteId) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/app/votes" label="Votes" />
      <VoteDetails voteId={voteId} />
    </>
  );
}
