import { Stack, Text } from '@mantine/core';
import { useCallback, useRef } from 'react';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';
import { QueryState } from '../../../components/query-state';
import { formatClockTime } from '../../../utils/format-date';
import { useLiveCalendar } from '../api/get-live-calendar';
import type { LiveCalendarChamber } from '../api/keys';
import { useInView } from '../hooks/use-in-view';
import { useUnseenActions } from '../hooks/use-unseen-actions';
import { LiveCalendarDays } from './live-calendar-days';
import { NewActionsCue } from './new-actions-cue';

const hasNoActions = (days: LiveCalendar) => days.every((day) => day.actions.length === 0);

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface LiveCalendarBodyProps {
  chamber: LiveCalendarChamber;
  /** The full page, where the window scrolls under the app's header. @default false (the widget) */
  inPage?: boolean;
}

/**
 * One chamber's floor actions by day, newest first, refreshed every 30 s while the page is visible.
 * New actions land at the top; a reader scrolled away from it gets a 'N new actions' cue that goes there.
 */
export function LiveCalendarBody({ chamber, inPage = false }: LiveCalendarBodyProps) {
  const calendarQuery = useLiveCalendar(chamber);
  const [newestRef, newestInView] = useInView();
  const newest = useRef<HTMLElement | null>(null);
  const { unseen, markSeen } = useUnseenActions(calendarQuery.data, chamber, newestInView);
  const trackNewest = useCallback(
    (element: HTMLElement | null) => {
      newest.current = element;
      return newestRef(element);
    },
    [newestRef],
  );
  const goToNewest = () => {
    newest.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    markSeen();
  };
  return (
    <Stack gap="sm">
      {calendarQuery.dataUpdatedAt > 0 && (
        // A clock time in the reader's zone: the server's may differ, and the refetch on mount corrects it.
        <Text size="xs" c="dimmed" aria-live="off" suppressHydrationWarning>
          Updated {formatClockTime(calendarQuery.dataUpdatedAt)}
        </Text>
      )}
      {unseen > 0 && <NewActionsCue count={unseen} onClick={goToNewest} underHeader={inPage} />}
      {/* Where the newest action is: in view, new actions are seen as they arrive. */}
      <div
        ref={trackNewest}
        style={{ scrollMarginTop: inPage ? 'var(--app-shell-header-offset, 56px)' : undefined }}
      />
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
