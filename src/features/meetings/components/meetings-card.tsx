import { useState } from 'react';
import type { MeetingDisplay } from '../../../../server/schemas/meetings';
import { OptionToggle } from '../../../components/option-toggle';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useMeetingsPreview } from '../api/get-meetings';
import { defaultMeetingChamber, MEETING_MODES } from '../utils/meeting-modes';
import { MeetingsTable } from './meetings-table';

export interface MeetingsCardProps {
  /** Spec §2 mode: 'testimony' (Oral / Written) or 'formalSessions', titled Floor Debate (House / Senate). */
  display: MeetingDisplay;
}

/** Dashboard widget: the latest hearings with testimony, or floor sessions, for the chosen toggle. */
export function MeetingsCard({ display }: MeetingsCardProps) {
  const mode = MEETING_MODES[display];
  const [chamber, setChamber] = useState(() => defaultMeetingChamber(display));
  const meetingsQuery = useMeetingsPreview({ display, chamber });
  const isDefault = chamber === defaultMeetingChamber(display);
  return (
    <SectionCard
      title={mode.title}
      // The full list opens on the toggle the reader chose.
      viewAllTo={isDefault ? mode.viewAllTo : `${mode.viewAllTo}?chamber=${chamber}`}
      viewAllLabel={mode.viewAllLabel}
      control={
        <OptionToggle label={mode.toggleLabel} options={mode.options} value={chamber} onChange={setChamber} />
      }
    >
      <QueryState query={meetingsQuery} loadingLabel={mode.loadingLabel} emptyMessage={mode.emptyMessage}>
        {(meetings) => <MeetingsTable meetings={meetings} mode={mode} />}
      </QueryState>
    </SectionCard>
  );
}
