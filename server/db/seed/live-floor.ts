// The live floor calendar (spec §2 live floor-debate widget) for the last sitting days before "today".
// Entries are the bills' own floor actions on those days; a quiet day is filled up (as far as there are
// such bills) with bills waiting on the calendar whose consideration was postponed, which changes no
// bill's status.
import type { Chamber } from '../types.js';
import { isoDay, type FloorDay } from './calendar.js';
import type { BillDigest, RecentFloorAction } from './bills.js';
import type { Rng } from './random.js';
import type { Row, TableWriter } from './table-writer.js';

export const LIVE_SEEDED_DAYS = 10;
const MIN_PER_DAY = 5;
const MAX_PER_DAY = 20;
const FLOOR_NOTES = [
  'Debate expected',
  'Roll call requested',
  'Amendments filed',
  'Taken up under suspension of the rules',
  'Laid aside at the request of the sponsor',
  'Consent calendar',
];

export async function writeLiveFloorActions(
  writer: TableWriter,
  rng: Rng,
  sittings: Record<Chamber, readonly FloorDay[]>,
  recent: readonly RecentFloorAction[],
  digests: readonly BillDigest[],
  currentSessionId: number,
): Promise<void> {
  const rows: Row<'live_floor_actions'>[] = [];
  for (const chamber of ['house', 'senate'] as const) {
    // Waiting for this chamber: its own reported bills, and bills the other chamber has passed.
    const waiting = digests.filter(
      (b) =>
        b.sessionId === currentSessionId &&
        ((b.chamber === chamber && b.progress === 'Reported') ||
          (b.chamber !== chamber && b.progress === 'Passed one chamber')),
    );
    for (const { day } of sittings[chamber]) {
      let actions = recent.filter((a) => a.chamber === chamber && a.day === day);
      // Keep the day's order (bill, then the order of its actions) when a busy day is cut down.
      if (actions.length > MAX_PER_DAY) {
        const kept = new Set(rng.sample(actions, MAX_PER_DAY));
        actions = actions.filter((a) => kept.has(a));
      }
      const listed = new Set(actions.map((a) => a.billId));
      const eligible = waiting.filter((b) => b.lastActionDay <= day && !listed.has(b.id));
      const fillers = rng
        .sample(eligible, Math.max(0, rng.int(MIN_PER_DAY, MIN_PER_DAY + 3) - actions.length))
        .map((b) => ({
          chamber,
          day,
          billId: b.id,
          code: 'PPD',
          text: 'Consideration postponed to the next sitting',
        }));
      const entries = [...actions, ...fillers].sort((a, b) => a.billId - b.billId); // stable: keeps action order
      entries.forEach((entry, i) => {
        rows.push({
          id: writer.nextId('live_floor_actions'),
          chamber,
          bill_id: entry.billId,
          action_date: isoDay(day),
          sequence: i + 1,
          abbreviation: entry.code,
          real_action: entry.text,
          floor_notes: rng.chance(0.3) ? rng.pick(FLOOR_NOTES) : null,
        });
      });
    }
  }
  await writer.insert('live_floor_actions', rows);
}
