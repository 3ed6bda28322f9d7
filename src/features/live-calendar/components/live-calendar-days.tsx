import { Stack, Title } from '@mantine/core';
import { memo } from 'react';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';
import { useDrawAhead } from '../../../hooks/use-draw-ahead';
import { formatDate } from '../../../utils/format-date';
import { LiveCalendarAction } from './live-calendar-action';

const DIVIDER = '1px solid var(--mantine-color-default-border)';

/**
 * Actions drawn with the page: a phone's first screen holds six or seven, so the server renders (and the
 * browser hydrates) twelve, past the reach of useDrawAhead at load; older ones are drawn twenty at a
 * time as the reader scrolls towards them. A sitting day has over a hundred, and hydrating them all was
 * most of the page's main-thread work as it came alive, and 80 KB of its HTML (issue 20: TBT and LCP on
 * /app/live-calendar).
 */
const FIRST_SLICE = { first: 12, step: 20 };

/**
 * The drawn count does not start again when actions arrive or the chamber changes: a reader who has
 * scrolled keeps what is drawn.
 */
const ONE_LIST = 'live-calendar';

/**
 * Floor actions under one heading per day, as grouped by the server (newest day first, and the newest
 * action first within a day: where a new one lands is where the reader looks), the older ones drawn as
 * the reader comes to them. Memoised: a refresh every 30 s that brings nothing new keeps the same `days`
 * (TanStack's structural sharing), so only the 'Updated' time re-renders, not every action.
 */
export const LiveCalendarDays = memo(function LiveCalendarDays({ days }: { days: LiveCalendar }) {
  const sittingDays = days.filter((day) => day.actions.length > 0);
  const total = sittingDays.reduce((sum, day) => sum + day.actions.length, 0);
  const { count, end } = useDrawAhead(total, ONE_LIST, FIRST_SLICE);
  let left = count;
  return (
    <Stack gap="lg">
      {sittingDays.map((day) => {
        if (left <= 0) return null;
        const drawn = day.actions.slice(0, left);
        left -= drawn.length;
        return (
          <section key={day.date} aria-label={formatDate(day.date)}>
            <Title order={2} size="h4">
              <time dateTime={day.date}>{formatDate(day.date)}</time>
            </Title>
            <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {drawn.map((action, index) => (
                <li key={action.id} style={index > 0 ? { borderTop: DIVIDER } : undefined}>
                  <LiveCalendarAction action={action} />
                </li>
              ))}
            </Stack>
          </section>
        );
      })}
      {end}
    </Stack>
  );
});
