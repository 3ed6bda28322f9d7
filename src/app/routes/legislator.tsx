import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { legislatorQueryOptions } from '../../features/legislators/api/get-legislator';
import { LegislatorDetails } from '../../features/legislators/components/legislator-details';
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
    const legislatorId = parseId(params.id);
    void queryClient.prefetchQuery(sessionQueryOptions());
    if (legislatorId) void queryClient.prefetchQuery(legislatorQueryOptions(legislatorId));
    return null;
  };

export function Component() {
  const legislatorId = parseId(useParams().id);
  // The same query the details show: a record of another state makes the app follow that state.
  const record = useQuery({ ...legislatorQueryOptions(legislatorId ?? 0), enabled: legislatorId !== null });
  useFollowRecordState(record.data?.state);
  const signedIn = useSignedIn();
  usePageTitle('Legislator');
  if (!legislatorId) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/app/legislators" label="Legislators" />
      <LegislatorDetails
        legislatorId={legislatorId}
        renderActions={(legislator) => (
          <FollowButton
            kind="legislator"
            id={legislator.id}
            subject={legislator.full_name}
            url={`/app/legislators/${legislator.id}`}
            signedIn={signedIn}
          />
        )}
      />
    </>
  );
}
