import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { committeeQueryOptions } from '../../features/committees/api/get-committee';
import { CommitteeDetails } from '../../features/committees/components/committee-details';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { FollowButton } from '../../features/notifications/components/follow-button';
import { usePageTitle } from '../../hooks/use-page-title';
import { parseId } from '../../utils/parse-id';
import { useFollowRecordState } from '../follow-state';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const committeeId = parseId(params.id);
    void queryClient.prefetchQuery(sessionQueryOptions());
    if (committeeId) void queryClient.prefetchQuery(committeeQueryOptions(committeeId));
    return null;
  };

export function Component() {
  const committeeId = parseId(useParams().id);
  // The same query the details show: a record of another state makes the app follow that state.
  const record = useQuery({ ...committeeQueryOptions(committeeId ?? 0), enabled: committeeId !== null });
  useFollowRecordState(record.data?.state);
  const signedIn = useSignedIn();
  usePageTitle('Committee');
  if (!committeeId) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/app/committees" label="Committees" />
      <CommitteeDetails
        committeeId={committeeId}
        renderActions={(committee) => (
          <FollowButton
            kind="committee"
            id={committee.id}
            subject={committee.committee_name}
            url={`/app/committees/${committee.id}`}
            signedIn={signedIn}
          />
        )}
      />
    </>
  );
}
