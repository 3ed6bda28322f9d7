import { Stack, Text } from '@mantine/core';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';
import { OptionToggle } from '../../../components/option-toggle';
import { QueryState } from '../../../components/query-state';
import { formatClockTime } from '../../../utils/format-date';
import { useLiveCalendar } from '../api/get-live-calendar';
import type { LiveCalendarChamber } from '../api/keys';
import { LIVE_CALENDAR_CHAMBER_OPTIONS } from '../utils/chamber-options';
import { LiveCalendarDays } from './live-calendar-days';

const hasNoActions = (days: LiveCalendar) => days.every((day) => day.actions.length === 0);

export interface LiveCalendarPanelProps {
  chamber: LiveCalendarChamber;
  onChamberChange: (chamber: LiveCalendarChamber) => void;
}

/** Spec §2 live floor-debate widget: today's floor actions for one chamber, refreshed every 30 s. */
export function LiveCalendarPanel({ chamber, onChamberChange }: LiveCalendarPanelProps) {
  const calendarQuery = useLiveCalendar(chamber);
  return (
    <Stack gap="md">
      <OptionToggle
        label="Chamber"
        options={LIVE_CALENDAR_CHAMBER_OPTIONS}
        value={chamber}
        onChange={onChamberChange}
      />
      {calendarQuery.dataUpdatedAt > 0 && (
        <Text size="xs" c="dimmed" aria-live="off">
          Updated {formatClockTime(calendarQuery.dataUpdatedAt)}
        </Text>
      )}
      <QueryState
        query={calendarQuery}
        loadingLabel="Loading floor actions…"
        emptyMessage="No floor actions yet."
        isEmpty={hasNoActions}
      >
        {(days) => <LiveCalendarDays days={days} />}
      </QueryState>
    </Stack>
  );
}
