import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { meetingsInfiniteQueryOptions } from '../../features/meetings/api/get-meetings';
import { MeetingsPage } from '../../features/meetings/components/meetings-page';
import { readMeetingChamber } from '../../features/meetings/utils/meeting-modes';

/** /app/floorDebate: every formal session of the House (default) or Senate, with its debate (spec §2). */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const chamber = readMeetingChamber('formalSessions', new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(
      meetingsInfiniteQueryOptions({ display: 'formalSessions', chamber }),
    );
    return null;
  };

export function Component() {
  return <MeetingsPage display="formalSessions" />;
}
