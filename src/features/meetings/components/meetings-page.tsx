import type { MeetingDisplay } from '../../../../server/schemas/meetings';
import { PageTitle } from '../../../components/page-title';
import { useSearchParamOption } from '../../../hooks/use-search-param-option';
import { defaultMeetingChamber, MEETING_MODES } from '../utils/meeting-modes';
import { MeetingsDirectory } from './meetings-directory';

/** The body of /app/testimony and /app/floorDebate; the toggle lives in the URL so Back restores it. */
export function MeetingsPage({ display }: { display: MeetingDisplay }) {
  const mode = MEETING_MODES[display];
  const [chamber, setChamber] = useSearchParamOption('chamber', mode.options, defaultMeetingChamber(display));
  return (
    <>
      <PageTitle>{mode.title}</PageTitle>
      <MeetingsDirectory display={display} chamber={chamber} onChamberChange={setChamber} />
    </>
  );
}
