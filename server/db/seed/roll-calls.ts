// Recorded votes. Bill histories say where a roll call happened; once every bill is known the votes are
// numbered in date order per chamber and session (as the clerks number them) and every active member of
// the chamber gets a position. The tallies are counted from those positions, so they always add up.
import type { Chamber, VotePosition } from '../types.js';
import { isoDay } from './calendar.js';
import type { VotePlan, VoteStance } from './bill-actions.js';
import type { Member, Party } from './legislators.js';
import { streamRng, type Rng } from './random.js';
import type { Row, TableWriter } from './table-writer.js';

const POSITIONS: readonly VotePosition[] = ['yes', 'no', 'absent', 'not voting'];

// Chance of a yes vote by stance and party. Democrats hold about four in five seats in both chambers.
const YES_CHANCE: Record<VoteStance, Record<Party, number>> = {
  consensus: { Democratic: 0.99, Republican: 0.93, Unenrolled: 0.97 },
  contested: { Democratic: 0.82, Republican: 0.35, Unenrolled: 0.6 },
  'party-line': { Democratic: 0.98, Republican: 0.04, Unenrolled: 0.5 },
  'minority-amendment': { Democratic: 0.05, Republican: 0.97, Unenrolled: 0.6 },
};
const ABSENT_CHANCE = 0.025;
const NOT_VOTING_CHANCE = 0.01;

export interface RollCallRecord {
  id: number;
  number: number;
  billId: number;
  sessionId: number;
  plan: VotePlan;
  yes: number;
  no: number;
  absent: number;
  other: number;
  /** Index into the chamber's voters; values index POSITIONS. */
  positions: Uint8Array;
}

/** ' - YEAS 152 NAYS 3 (See YEA and NAY No. 45)', appended to the action that took the vote. */
export function tallyText(record: RollCallRecord): string {
  return ` - YEAS ${record.yes} NAYS ${record.no} (See YEA and NAY No. ${record.number})`;
}

export class RollCallRegistry {
  private readonly planned: { billId: number; sessionId: number; key: number; plan: VotePlan }[] = [];
  private readonly byKey = new Map<string, RollCallRecord>();
  readonly records: RollCallRecord[] = [];

  constructor(private readonly voters: Record<Chamber, readonly Member[]>) {}

  /** The bill's vote plans in `votePlans` order; the position in that list is the vote's key. */
  plan(billId: number, sessionId: number, plans: readonly VotePlan[]): void {
    plans.forEach((plan, key) => this.planned.push({ billId, sessionId, key, plan }));
  }

  /** Numbers the votes and casts every member's position. Call once, after all bills are planned. */
  settle(seed: number): void {
    this.planned.sort(
      (a, b) =>
        a.plan.day - b.plan.day ||
        a.plan.chamber.localeCompare(b.plan.chamber) ||
        a.billId - b.billId ||
        a.key - b.key,
    );
    const nextNumber = new Map<string, number>();
    for (const { billId, sessionId, key, plan } of this.planned) {
      const counter = `${sessionId}:${plan.chamber}`;
      const number = (nextNumber.get(counter) ?? 0) + 1;
      nextNumber.set(counter, number);
      const positions = castVotes(
        streamRng(seed, 'roll-call', billId, key),
        this.voters[plan.chamber],
        plan.stance,
      );
      const tally = [0, 0, 0, 0];
      for (const position of positions) tally[position] = (tally[position] ?? 0) + 1;
      const [yes = 0, no = 0, absent = 0, other = 0] = tally;
      const record = {
        id: this.records.length + 1,
        number,
        billId,
        sessionId,
        plan,
        yes,
        no,
        absent,
        other,
        positions,
      };
      this.records.push(record);
      this.byKey.set(`${billId}:${key}`, record);
    }
  }

  find(billId: number, key: number): RollCallRecord | undefined {
    return this.byKey.get(`${billId}:${key}`);
  }

  async insert(writer: TableWriter, onProgress: (done: number) => void): Promise<void> {
    const rollCalls: Row<'roll_calls'>[] = this.records.map((r) => {
      const id = writer.nextId('roll_calls');
      if (id !== r.id) throw new Error('roll calls must be inserted into an empty table');
      const passed = r.yes > r.no;
      return {
        id,
        external_id: `demo:roll-call:${id}`,
        // The demo journal's own figures (the positions below add up to them).
        counts_source: 'published',
        session_id: r.sessionId,
        bill_id: r.billId,
        chamber: r.plan.chamber,
        roll_call_number: r.number,
        vote_date: isoDay(r.plan.day),
        motion: r.plan.motion,
        result: r.plan.motion.startsWith('Adoption')
          ? passed
            ? 'Adopted'
            : 'Rejected'
          : passed
            ? 'Passed'
            : 'Failed',
        yes_count: r.yes,
        no_count: r.no,
        absent_count: r.absent,
        other_count: r.other,
      };
    });
    await writer.insert('roll_calls', rollCalls);

    let batch: Row<'roll_call_positions'>[] = [];
    for (const [index, record] of this.records.entries()) {
      const voters = this.voters[record.plan.chamber];
      record.positions.forEach((position, i) => {
        const voter = voters[i] as Member;
        batch.push({
          id: writer.nextId('roll_call_positions'),
          roll_call_id: record.id,
          legislator_id: voter.id,
          voter_name: voter.voterName,
          position: POSITIONS[position] as VotePosition,
        });
      });
      if (batch.length >= 5000 || index === this.records.length - 1) {
        await writer.insert('roll_call_positions', batch);
        batch = [];
        onProgress(index + 1);
      }
    }
  }
}

function castVotes(rng: Rng, voters: readonly Member[], stance: VoteStance): Uint8Array {
  const positions = new Uint8Array(voters.length);
  voters.forEach((voter, i) => {
    const roll = rng.next();
    if (roll < ABSENT_CHANCE) positions[i] = 2;
    else if (roll < ABSENT_CHANCE + NOT_VOTING_CHANCE) positions[i] = 3;
    else positions[i] = rng.chance(YES_CHANCE[stance][voter.party]) ? 0 : 1;
  });
  return positions;
}
