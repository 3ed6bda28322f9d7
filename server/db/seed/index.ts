// The demo data generator (issue "Demo data generator"): a realistic, reproducible legislature for
// development, demos and benchmarks. Same seed and scale, same rows, byte for byte.
import type { Chamber } from '../types.js';
import type { Db } from '../database.js';
import { DEMO_STATE_CODE } from '../../jurisdictions/state-profiles.js';
import { ensureJurisdiction } from '../repositories/jurisdictions-repository.js';
import { floorCalendar, SESSIONS, type FloorCalendar } from './calendar.js';
import { writeDemoAccount } from './demo-account.js';
import { surveyBills, writeBills, type BillWorld } from './bills.js';
import { writeMeetingRecords } from './meeting-records.js';
import { insertMeetings, scheduleMeetings } from './meetings.js';
import { writeNews } from './news.js';
import { writePressReleases } from './press-releases.js';
import { streamRng } from './random.js';
import { writeReferenceData } from './reference-data.js';
import { TableWriter, type SeedCounts } from './table-writer.js';

export type { SeedCounts } from './table-writer.js';

export interface SeedOptions {
  /** Multiplies bills and what hangs off them (news, roll calls, …), not members or committees. Default 1. */
  scale?: number;
  /** Default 1. */
  seed?: number;
  onProgress?: (step: string, done: number, total: number) => void;
}

export const DEFAULT_SCALE = 1;
export const DEFAULT_SEED = 1;
/** Scale 17 already makes over 100,000 bills; beyond 100 the run would take hours. */
export const MAX_SCALE = 100;

/** Checks the options, naming the one that is wrong and what it should be. */
export function resolveSeedOptions(options: SeedOptions): { scale: number; seed: number } {
  const scale = options.scale ?? DEFAULT_SCALE;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) {
    throw new RangeError(`scale must be a number greater than 0 and at most ${MAX_SCALE} (got ${scale})`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`seed must be a whole number from 0 to 4294967295 (got ${seed})`);
  }
  return { scale, seed };
}

/** Empty means no legislators and no bills: the generator never mixes its rows with imported ones. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const legislator = await db.selectFrom('legislators').select('id').limit(1).executeTakeFirst();
  const bill = await db.selectFrom('bills').select('id').limit(1).executeTakeFirst();
  return !legislator && !bill;
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedCounts> {
  const { scale, seed } = resolveSeedOptions(options);
  const report = options.onProgress ?? (() => {});
  if (!(await isDatabaseEmpty(db))) {
    throw new Error(
      'The demo data generator fills an empty database, and this one already has legislators or bills.',
    );
  }
  // One transaction: a failed or interrupted run leaves the database empty, so the next run starts clean
  // instead of finding half the data and refusing.
  return db.transaction().execute(async (trx) => {
    const demoState = await ensureJurisdiction(trx, DEMO_STATE_CODE);
    const writer = new TableWriter(trx, demoState.id);
    const step = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
      report(name, 0, 1);
      const result = await work();
      report(name, 1, 1);
      return result;
    };

    const reference = await step('legislators and committees', () => writeReferenceData(writer, seed));
    const { members, committees } = reference;

    const calendars: Record<Chamber, FloorCalendar>[] = SESSIONS.map((s) => ({
      house: floorCalendar(s, 'house'),
      senate: floorCalendar(s, 'senate'),
    }));
    const schedule = scheduleMeetings(streamRng(seed, 'meetings'), scale, committees, calendars);
    await step('meetings', () => insertMeetings(writer, streamRng(seed, 'testimony'), schedule));

    const world: BillWorld = {
      seed,
      members,
      committees,
      schedule,
      calendars,
      categoryIds: reference.categoryIds,
    };
    const survey = await step('planning bills', () => surveyBills(world, scale));
    await writeBills(writer, world, survey, (done, total) => report('bills', done, total));
    const rollCallTotal = survey.rollCalls.records.length;
    report('roll calls', 0, rollCallTotal);
    await survey.rollCalls.insert(writer, (done) => report('roll calls', done, rollCallTotal));

    await step('news', () =>
      writeNews(
        writer,
        streamRng(seed, 'news'),
        scale,
        survey.digests,
        reference.newsCategoryIds,
        reference.sourceIds,
      ),
    );
    await step('press releases', () =>
      writePressReleases(writer, streamRng(seed, 'press'), scale, survey.digests, members),
    );
    await step('floor debate and transcripts', () =>
      writeMeetingRecords(
        writer,
        streamRng(seed, 'meeting-records'),
        schedule.meetings,
        survey.meetingBills,
        survey.digests,
      ),
    );
    await writer.resetIdentitySequences();
    await step('demo account', () => writeDemoAccount(trx, demoState.id));
    return writer.counts;
  });
}
