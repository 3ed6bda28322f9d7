import { Stack, Title } from '@mantine/core';
import { memo } from 'react';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';
import { formatDate } from '../../../utils/format-date';
import { LiveCalendarAction } from './live-calendar-action';

const DIVIDER = '1px solid var(--mantine-color-default-border)';

/**
 * Floor actions under one heading per day, as grouped by the server (newest day first, and the newest
 * action first within a day: where a new one lands is where the reader looks). Memoised: a
 * refresh every 30 s that brings nothing new keeps the same `days` (TanStack's structural sharing), so
 * only the 'Updated' time re-renders, not every action.
 */
export const LiveCalendarDays = memo(function LiveCalendarDays({ days }: { days: LiveCalendar }) {
  return (
    <Stack gap="lg">
      {days
        .filter((day) => day.actions.length > 0)
        .map((day) => (
          <section key={day.date} aria-label={formatDate(day.date)}>
            <Title order={2} size="h4">
              <time dateTime={day.date}>{formatDate(day.date)}</time>
            </Title>
            <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {day.actions.map((action, index) => (
                <li key={action.id} style={index > 0 ? { borderTop: DIVIDER } : undefined}>
                  <LiveCalendarAction action={action} />
                </li>
              ))}
            </Stack>
          </section>
        ))}
    </Stack>
  );
});
