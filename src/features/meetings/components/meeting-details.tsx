import { QueryState } from '../../../components/query-state';
import { useMeeting } from '../api/get-meeting';
import { MeetingProfile } from './meeting-profile';

export function MeetingDetails({ meetingId }: { meetingId: number }) {
  const meetingQuery = useMeeting(meetingId);
  return (
    <QueryState
      query={meetingQuery}
      loadingLabel="Loading meeting…"
      emptyMessage="No meeting to show."
      isEmpty={() => false}
    >
      {(meeting) => <MeetingProfile meeting={meeting} />}
    </QueryState>
  );
}
