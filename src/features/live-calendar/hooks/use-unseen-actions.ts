import { useMemo, useState } from 'react';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';

interface Seen {
  chamber: string;
  ids: ReadonlySet<number>;
}

/**
 * How many floor actions arrived (by a refresh) while the reader was away from the newest one, and a
 * way to mark them seen. What is shown while the newest action is on screen counts as seen, and so does
 * a chamber's first answer: only actions that came in out of sight are counted.
 */
export function useUnseenActions(days: LiveCalendar | undefined, chamber: string, newestInView: boolean) {
  const ids = useMemo(() => days?.flatMap((day) => day.actions.map((action) => action.id)) ?? [], [days]);
  const [seen, setSeen] = useState<Seen | null>(null);
  const current = seen?.chamber === chamber ? seen.ids : null;
  const unseen = current ? ids.filter((id) => !current.has(id)).length : 0;
  // Adjusted while rendering (React's pattern for state that follows props): no render shows a stale count.
  if (ids.length > 0 && (current === null || (newestInView && unseen > 0)))
    setSeen({ chamber, ids: new Set(ids) });
  return {
    unseen: newestInView ? 0 : unseen,
    markSeen: () => setSeen({ chamber, ids: new Set(ids) }),
  };
}
