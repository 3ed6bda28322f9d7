import { Stack } from '@mantine/core';
import type { LiveCalendarChamber } from '../api/keys';
import { LiveCalendarBody } from './live-calendar-body';
import { LiveCalendarChamberToggle } from './live-calendar-chamber-toggle';

export interface LiveCalendarPanelProps {
  chamber: LiveCalendarChamber;
  onChamberChange: (chamber: LiveCalendarChamber) => void;
}

/** The /app/live-calendar page body (spec §2 live floor-debate widget, full height). */
export function LiveCalendarPanel({ chamber, onChamberChange }: LiveCalendarPanelProps) {
  return (
    <Stack gap="md">
      <LiveCalendarChamberToggle value={chamber} onChange={onChamberChange} />
      <LiveCalendarBody chamber={chamber} inPage />
    </Stack>
  );
}
