import { Stack, Text } from '@mantine/core';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';
import { QueryState } from '../../../components/query-state';
import { formatClockTime } from '../../../utils/format-date';
import { useLiveCalendar } from '../api/get-live-calendar';
import type { LiveCalendarChamber } from '../api/keys';
import { LiveCalendarDays } from './live-calendar-days';

const hasNoActions = (days: LiveCalendar) => days.every((day) => day.actions.length === 0);

/** One chamber's floor actions by day, refreshed every 30 s while the page is visible. */
export function LiveCalendarBody({ chamber }: { chamber: LiveCalendarChamber }) {
  const calendarQuery = useLiveCalendar(chamber);
  return (
    <Stack gap="sm">
      {calendarQuery.dataUpdatedAt > 0 && (
        // A clock time in the reader's zone: the server's may differ, and the refetch on mount corrects it.
        <Text size="xs" c="dimmed" aria-live="off" suppressHydrationWarning>
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
