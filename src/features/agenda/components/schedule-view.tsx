import { Alert, Stack } from '@mantine/core';
import type { Schedule } from '../../../../server/schemas/agenda';
import { NetworkRequired } from '../../../components/network-required';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../utils/format-date';
import { useAddAgendaItem } from '../api/add-agenda-item';
import { useSchedule } from '../api/get-schedule';
import { needsSignIn } from '../utils/needs-sign-in';
import classes from './agenda.module.css';
import { ScheduleDayNav } from './schedule-day-nav';
import { ScheduleRow } from './schedule-row';
import { SignInNotice } from './sign-in-notice';

export const SCHEDULE_EMPTY_TEXT = 'No hearings or floor sessions on this day.';

export interface ScheduleViewProps {
  /** The day to show; null for today. */
  date: string | null;
  onDateChange: (date: string) => void;
}

const hasNoMeetings = (schedule: Schedule) => schedule.meetings.length === 0;

/** Today's Schedule: a day's hearings and sessions, each with a plus button adding it to the agenda. */
export function ScheduleView({ date, onDateChange }: ScheduleViewProps) {
  const scheduleQuery = useSchedule(date);
  const add = useAddAgendaItem();
  return (
    <Stack gap="xs">
      <ScheduleDayNav
        date={scheduleQuery.data?.date ?? date ?? undefined}
        isToday={date === null}
        previousDate={scheduleQuery.data?.previous_date ?? null}
        nextDate={scheduleQuery.data?.next_date ?? null}
        onDateChange={onDateChange}
      />
      {add.isError &&
        (needsSignIn(add.error) ? (
          <SignInNotice message="Sign in to add meetings to your agenda." />
        ) : (
          <Alert color="red" role="alert" title="Not added">
            {add.error.message}
          </Alert>
        ))}
      <QueryState
        query={scheduleQuery}
        loadingLabel="Loading the schedule…"
        emptyMessage={SCHEDULE_EMPTY_TEXT}
        isEmpty={hasNoMeetings}
      >
        {(schedule) => (
          <NetworkRequired block>
            {(network) => (
              <ul className={classes.list} aria-label={`Meetings on ${formatDate(schedule.date)}`}>
                {schedule.meetings.map((meeting) => (
                  <ScheduleRow
                    key={meeting.id}
                    meeting={meeting}
                    adding={add.isPending && add.variables === meeting.id}
                    onAdd={(target) => add.mutate(target.id)}
                    network={network}
                  />
                ))}
              </ul>
            )}
          </NetworkRequired>
        )}
      </QueryState>
    </Stack>
  );
}
