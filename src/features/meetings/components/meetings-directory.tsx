import { Stack } from '@mantine/core';
import type { MeetingChamber, MeetingDisplay } from '../../../../server/schemas/meetings';
import { InfiniteList } from '../../../components/infinite-list';
import { OptionToggle } from '../../../components/option-toggle';
import { useMeetings } from '../api/get-meetings';
import { MEETING_MODES } from '../utils/meeting-modes';
import { MeetingsTable } from './meetings-table';

export interface MeetingsDirectoryProps {
  display: MeetingDisplay;
  chamber: MeetingChamber;
  onChamberChange: (chamber: MeetingChamber) => void;
}

/** All testimony or all floor debate (spec §2 /app/testimony, /app/floorDebate), 20 more at a time. */
export function MeetingsDirectory({ display, chamber, onChamberChange }: MeetingsDirectoryProps) {
  const mode = MEETING_MODES[display];
  const meetingsQuery = useMeetings({ display, chamber });
  return (
    <Stack gap="md">
      <OptionToggle
        label={mode.toggleLabel}
        options={mode.options}
        value={chamber}
        onChange={onChamberChange}
      />
      <InfiniteList query={meetingsQuery} loadingLabel={mode.loadingLabel}>
        {(meetings) => <MeetingsTable meetings={meetings} mode={mode} />}
      </InfiniteList>
    </Stack>
  );
}
