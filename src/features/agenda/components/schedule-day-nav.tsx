import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatDate } from '../../../utils/format-date';

export interface ScheduleDayNavProps {
  /** The day shown, once known. */
  date: string | undefined;
  /** Whether that day is today (asked without a date). */
  isToday: boolean;
  previousDate: string | null;
  nextDate: string | null;
  onDateChange: (date: string) => void;
}

/** Steps to the nearest earlier or later day that has meetings, so empty days are never a dead end. */
export function ScheduleDayNav({ date, isToday, previousDate, nextDate, onDateChange }: ScheduleDayNavProps) {
  const label = date ? `${isToday ? 'Today, ' : ''}${formatDate(date)}` : 'Today';
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <ActionIcon
        variant="default"
        size={44}
        disabled={!previousDate}
        aria-label={
          previousDate ? `Previous day with meetings, ${formatDate(previousDate)}` : 'No earlier meetings'
        }
        onClick={() => previousDate && onDateChange(previousDate)}
      >
        <IconChevronLeft size={20} aria-hidden />
      </ActionIcon>
      <Text fw={600} aria-live="polite">
        {label}
      </Text>
      <ActionIcon
        variant="default"
        size={44}
        disabled={!nextDate}
        aria-label={nextDate ? `Next day with meetings, ${formatDate(nextDate)}` : 'No later meetings'}
        onClick={() => nextDate && onDateChange(nextDate)}
      >
        <IconChevronRight size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
