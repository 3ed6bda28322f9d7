import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { meetingQueryOptions } from '../../features/meetings/api/get-meeting';
import { MeetingDetails } from '../../features/meetings/components/meeting-details';
import { usePageTitle } from '../../hooks/use-page-title';
import { parseId } from '../../utils/parse-id';
import { useFollowRecordState } from '../follow-state';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const meetingId = parseId(params.id);
    if (meetingId) void queryClient.prefetchQuery(meetingQueryOptions(meetingId));
    return null;
  };

export function Component() {
  const meetingId = parseId(useParams().id);
  // The same query the details show: a meeting of another state makes the app follow that state.
  const record = useQuery({ ...meetingQueryOptions(meetingId ?? 0), enabled: meetingId !== null });
  useFollowRecordState(record.data?.state);
  usePageTitle('Meeting');
  if (!meetingId) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/" label="Home" />
      <MeetingDetails meetingId={meetingId} />
    </>
  );
}
