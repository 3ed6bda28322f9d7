// Which bills exist: their session, type, number and filing date. Numbers follow filing order within a
// session and type, as the clerks assign them, so this is settled for all bills before any is written.
import type { Chamber } from '../types.js';
import { DEMO_TODAY, SESSIONS, type SessionSpec } from './calendar.js';
import { streamRng } from './random.js';

export type BillType = 'H' | 'S' | 'HD' | 'SD';

export interface BillPlan {
  id: number;
  /** Index of the bill's own random streams: stable whatever the batching. */
  stream: number;
  session: SessionSpec;
  type: BillType;
  chamber: Chamber;
  number: number;
  filedDay: number;
}

// Bills per session at scale 1: together a little over the 6,000. The finished session has more
// because late-filed bills kept arriving for two years.
const BILLS_AT_SCALE_1 = [3300, 3100];
// Dockets (HD/SD) are filings not yet given a bill number; only the current session still has them.
const TYPE_WEIGHTS: Record<'finished' | 'current', readonly (readonly [BillType, number])[]> = {
  finished: [
    ['H', 0.63],
    ['S', 0.37],
  ],
  current: [
    ['H', 0.58],
    ['S', 0.34],
    ['HD', 0.05],
    ['SD', 0.03],
  ],
};
// Dockets are numbered in their own series, which by now is in the thousands.
const FIRST_NUMBER: Record<BillType, number> = { H: 1, S: 1, HD: 4001, SD: 2501 };
// Most bills are filed by the January deadline; the rest trickle in over the session.
const ON_TIME_SHARE = 0.85;
const FILING_WINDOW_DAYS = 30;

function billCountForSession(sessionIndex: number, scale: number): number {
  return Math.max(1, Math.round((BILLS_AT_SCALE_1[sessionIndex] ?? 0) * scale));
}

export function planBills(seed: number, scale: number): BillPlan[] {
  const plans: BillPlan[] = [];
  let stream = 0;
  for (const session of SESSIONS) {
    const rng = streamRng(seed, 'bill-plans', session.index);
    const drafts: Omit<BillPlan, 'id' | 'number'>[] = [];
    for (let i = 0; i < billCountForSession(session.index, scale); i++) {
      const type = rng.weighted(TYPE_WEIGHTS[session.isCurrent ? 'current' : 'finished']);
      const chamber: Chamber = type.startsWith('H') ? 'house' : 'senate';
      let filedDay: number;
      if (type === 'HD' || type === 'SD') filedDay = rng.int(DEMO_TODAY - 80, DEMO_TODAY - 1);
      else if (rng.chance(ON_TIME_SHARE))
        filedDay = rng.int(session.startDay + 2, session.startDay + FILING_WINDOW_DAYS);
      else filedDay = rng.int(session.startDay + FILING_WINDOW_DAYS + 1, session.lastActionDay - 20);
      drafts.push({ stream: stream++, session, type, chamber, filedDay });
    }
    drafts.sort((a, b) => a.filedDay - b.filedDay || a.stream - b.stream);
    const nextNumber = new Map<BillType, number>();
    for (const draft of drafts) {
      const number = nextNumber.get(draft.type) ?? FIRST_NUMBER[draft.type];
      nextNumber.set(draft.type, number + 1);
      plans.push({ ...draft, id: plans.length + 1, number });
    }
  }
  return plans;
}
