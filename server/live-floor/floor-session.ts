// The demo's "floor session" (issue 4): while the demo runs, each chamber takes bills up one after another
// on the demo's today and a new floor action appears every few seconds, so the live calendar visibly
// moves. Each action is written to the bill's history (issue 20): the live calendar, the bill's History
// tab and the day's journal all read bill_actions, so they show the same action at once. It only ever
// touches generated demo bills (external_id 'demo:…'), never imported data.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { Chamber } from '../db/types.js';
import { runInJurisdiction } from '../jurisdictions/jurisdiction-context.js';
import { createClock, type Clock } from '../plugins/clock.js';
import { liveFloorSessionRepository } from './live-floor-session-repository.js';
import { floorScript, type FloorStep, type Random } from './floor-script.js';

/** Enough for a lively day without the list growing without bound if the demo runs for weeks. */
export const MAX_ACTIONS_PER_SITTING = 120;

export interface FloorSessionOptions {
  db: Db;
  intervalMs: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  random?: Random;
  /** The app's clock: the session sits on the demo state's today (plugins/clock.ts). @default unpinned */
  clock?: Clock;
  /** A chamber's actions a day (the e2e server raises it so its floor never stops mid-run). */
  maxActionsPerSitting?: number;
}

interface ChamberFloor {
  sittingDate: string | null;
  billId: number | null;
  steps: FloorStep[];
}

export interface FloorSession {
  /** Appends the next floor action (House and Senate take turns); false when there was nothing to add. */
  tick(): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
}

export function createFloorSession({
  db,
  intervalMs,
  log,
  random = Math.random,
  clock = createClock(),
  maxActionsPerSitting = MAX_ACTIONS_PER_SITTING,
}: FloorSessionOptions) {
  const repo = liveFloorSessionRepository(db);
  const floors: Record<Chamber, ChamberFloor> = {
    house: { sittingDate: null, billId: null, steps: [] },
    senate: { sittingDate: null, billId: null, steps: [] },
  };
  let nextChamber: Chamber = 'house';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function advance(chamber: Chamber): Promise<boolean> {
    const demo = await repo.demoJurisdiction();
    if (!demo) return false;
    const today = runInJurisdiction(demo, () => clock.today());
    const floor = floors[chamber];
    // A new day (a pinned today moved on) starts afresh: yesterday's bill left the floor unfinished.
    if (floor.sittingDate !== today) Object.assign(floor, { sittingDate: today, billId: null, steps: [] });
    if ((await repo.countOn(chamber, today)) >= maxActionsPerSitting) return false;
    if (floor.steps.length === 0) {
      const bill = await repo.pickBillToTakeUp(chamber, random);
      if (!bill) return false;
      floor.billId = bill.id;
      floor.steps = floorScript(chamber, bill.amendmentSponsor, bill.inConcurrence, random);
    }
    const step = floor.steps.shift()!;
    await repo.append(chamber, today, floor.billId!, step);
    return true;
  }

  const session: FloorSession = {
    async tick() {
      const chamber = nextChamber;
      nextChamber = chamber === 'house' ? 'senate' : 'house';
      const result = advance(chamber);
      running = result.catch(() => {});
      return result;
    },
    start() {
      if (timer) return;
      log?.info({ intervalMs }, 'demo floor session started');
      timer = setInterval(() => {
        session
          .tick()
          .catch((error: unknown) => log?.error({ err: error }, 'demo floor session step failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
  return session;
}
