import { ActionIcon, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import type { ScheduleMeeting } from '../../../../server/schemas/agenda';
import type { NetworkActionProps } from '../../../components/network-required';
import classes from './agenda.module.css';
import { ItemTitle } from './item-title';
import { countOf } from '../../../utils/count-of';

export interface ScheduleRowProps {
  meeting: ScheduleMeeting;
  onAdd: (meeting: ScheduleMeeting) => void;
  /** This meeting's add is in flight. @default false */
  adding?: boolean;
  /** From the list's NetworkRequired: the plus button is off while offline. @default enabled */
  network?: NetworkActionProps;
}

/** A hearing or floor session with the plus button that puts it on the agenda (spec §2). */
export function ScheduleRow({ meeting, onAdd, adding = false, network }: ScheduleRowProps) {
  const where = [meeting.time ?? 'Time to be announced', meeting.location].filter(Boolean).join(' · ');
  const who = [
    meeting.committee?.short_name,
    meeting.billCount > 0 ? countOf(meeting.billCount, 'bill') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={classes.item}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {where}
          </Text>
          <ItemTitle link={meeting.link}>{meeting.title}</ItemTitle>
          {who && (
            <Text size="sm" c="dimmed">
              {who}
            </Text>
          )}
        </Stack>
        {meeting.agenda_id === null ? (
          <ActionIcon
            variant="light"
            size={44}
            loading={adding}
            aria-label={`Add ${meeting.title} to agenda`}
            onClick={() => onAdd(meeting)}
            {...network}
          >
            <IconPlus size={22} aria-hidden />
          </ActionIcon>
        ) : (
          <ThemeIcon
            variant="light"
            color="green"
            size={44}
            role="img"
            aria-label={`${meeting.title} is on your agenda`}
          >
            <IconCheck size={22} aria-hidden />
          </ThemeIcon>
        )}
      </Group>
    </li>
  );
}
