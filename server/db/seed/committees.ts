// Committees of the General Court and who sits on them. Joint committees (House and Senate members) hear
// every bill on their topic; each chamber has its own procedural committees; the two floor "committees"
// stand for the chamber sessions themselves (spec §2 Standing/Floor toggle).
import type { Chamber, CommitteeChamber, CommitteeKind } from '../types.js';
import type { Member } from './legislators.js';
import type { Rng } from './random.js';
import type { Row } from './table-writer.js';
import { TOPICS } from './topics.js';

export interface CommitteeInfo {
  id: number;
  name: string;
  chamber: CommitteeChamber;
  /** How bill actions name it: 'Referred to the committee on Education', '… on House Ways and Means'. */
  referralName: string;
}

export interface CommitteeSet {
  rows: Row<'committees'>[];
  memberships: Row<'committee_memberships'>[];
  /** Joint committees in TOPICS order: TOPICS[i] is heard by joint[i]. */
  joint: CommitteeInfo[];
  waysAndMeans: Record<Chamber, CommitteeInfo>;
  /** Late-filed bills go to Rules before anything else happens to them. */
  rules: Record<Chamber, CommitteeInfo>;
  floor: Record<Chamber, CommitteeInfo>;
  /** Chamber committees that hold oversight hearings of their own (no bills). */
  oversight: CommitteeInfo[];
}

// [name after the prefix, seats]; House "of Bills in the Third Reading" is spelled as the House spells it.
// prettier-ignore
const HOUSE_COMMITTEES: readonly (readonly [string, number])[] = [
  ['on Ways and Means', 31], ['on Rules', 11], ['of Bills in the Third Reading', 7], ['on Ethics', 11],
  ['on Steering, Policy and Scheduling', 11], ['on Post Audit and Oversight', 9],
  ['on Climate Action and Sustainability', 9],
];
// prettier-ignore
const SENATE_COMMITTEES: readonly (readonly [string, number])[] = [
  ['on Ways and Means', 17], ['on Rules', 7], ['on Bills in the Third Reading', 5], ['on Ethics', 6],
  ['on Steering and Policy', 7], ['on Post Audit and Oversight', 6], ['on Global Warming and Climate Change', 7],
];
// Joint committees seat 11 Representatives and 6 Senators.
const JOINT_SEATS: Record<Chamber, number> = { house: 11, senate: 6 };
const CHAMBER_TITLE: Record<Chamber, string> = { house: 'House', senate: 'Senate' };

export function generateCommittees(rng: Rng, members: readonly Member[], nextId: () => number): CommitteeSet {
  const rows: Row<'committees'>[] = [];
  const memberships: Row<'committee_memberships'>[] = [];
  const seating = new Seating(rng, members);

  const add = (
    name: string,
    chamber: CommitteeChamber,
    kind: CommitteeKind,
    referralName: string,
  ): CommitteeInfo => {
    const id = nextId();
    rows.push({ id, external_id: `demo:committee:${id}`, name, chamber, kind, url: null });
    return { id, name, chamber, referralName };
  };
  const seat = (committee: CommitteeInfo, chamber: Chamber, seats: number) => {
    for (const [legislatorId, role] of seating.fill(chamber, seats)) {
      memberships.push({ committee_id: committee.id, legislator_id: legislatorId, role });
    }
  };

  const joint = TOPICS.map((topic) => {
    const committee = add(
      topic.committee,
      'joint',
      'standing',
      topic.committee.replace(/^Joint Committee on /, ''),
    );
    seat(committee, 'house', JOINT_SEATS.house);
    seat(committee, 'senate', JOINT_SEATS.senate);
    return committee;
  });

  const chamberCommittees = (chamber: Chamber, list: readonly (readonly [string, number])[]) =>
    list.map(([suffix, seats]) => {
      const title = CHAMBER_TITLE[chamber];
      const committee = add(
        `${title} Committee ${suffix}`,
        chamber,
        'standing',
        `${title} ${suffix.replace(/^(on|of) /, '')}`,
      );
      seat(committee, chamber, seats);
      return committee;
    });
  const house = chamberCommittees('house', HOUSE_COMMITTEES);
  const senate = chamberCommittees('senate', SENATE_COMMITTEES);
  const byName = (list: CommitteeInfo[], fragment: string) =>
    list.find((c) => c.name.includes(fragment)) as CommitteeInfo;

  // No memberships for the floor entries: every member of the chamber sits in its sessions.
  const floor = {
    house: add('House Session', 'house', 'floor', 'House Session'),
    senate: add('Senate Session', 'senate', 'floor', 'Senate Session'),
  };

  return {
    rows,
    memberships,
    joint,
    waysAndMeans: { house: byName(house, 'Ways and Means'), senate: byName(senate, 'Ways and Means') },
    rules: { house: byName(house, 'on Rules'), senate: byName(senate, 'on Rules') },
    floor,
    oversight: [byName(house, 'Post Audit'), byName(senate, 'Post Audit')],
  };
}

/** Hands out seats so every active member gets a fair share and chairs are spread out. */
class Seating {
  private readonly load = new Map<number, number>();
  private readonly chairs = new Set<number>();

  constructor(
    private readonly rng: Rng,
    private readonly members: readonly Member[],
  ) {}

  /** [legislatorId, role] for one chamber's delegation: chair, vice chair, ranking member, then members. */
  fill(chamber: Chamber, seats: number): [number, string][] {
    const pool = this.members.filter((m) => m.active && m.chamber === chamber);
    const taken = new Set<number>();
    const take = (candidates: Member[]): Member | undefined => {
      const ranked = candidates
        .filter((m) => !taken.has(m.id))
        .map((m) => ({ m, key: (this.load.get(m.id) ?? 0) + this.rng.next() }))
        .sort((a, b) => a.key - b.key);
      const chosen = ranked[0]?.m;
      if (chosen) {
        taken.add(chosen.id);
        this.load.set(chosen.id, (this.load.get(chosen.id) ?? 0) + 1);
      }
      return chosen;
    };
    const democrats = pool.filter((m) => m.party === 'Democratic');
    const seated: [number, string][] = [];
    // The Senate has more committees than Democratic senators, so some senators chair two.
    const chair = take(democrats.filter((m) => !this.chairs.has(m.id))) ?? take(democrats);
    if (chair) {
      this.chairs.add(chair.id);
      seated.push([chair.id, 'chair']);
    }
    const vice = take(democrats);
    if (vice) seated.push([vice.id, 'vice chair']);
    const ranking = take(pool.filter((m) => m.party === 'Republican'));
    if (ranking) seated.push([ranking.id, 'ranking member']);
    while (seated.length < seats) {
      const member = take(pool);
      if (!member) break;
      seated.push([member.id, 'member']);
    }
    return seated;
  }
}
