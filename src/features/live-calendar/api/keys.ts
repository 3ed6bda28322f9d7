import type { LiveCalendarQuery } from '../../../../server/schemas/live-calendar';

export type LiveCalendarChamber = LiveCalendarQuery['chamber'];

/** One key per chamber, so switching chambers fetches at once and restarts the refresh timer (spec §4). */
export const liveCalendarKeys = {
  all: ['live-calendar'] as const,
  chamber: (chamber: LiveCalendarChamber) => [...liveCalendarKeys.all, chamber] as const,
};
