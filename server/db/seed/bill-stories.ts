// What news, press releases and transcripts talk about: a bill at one moment of its history (filed,
// heard, passed, signed…). Picking from real milestones keeps every story consistent with the bill:
// no article announces the signing of a bill that died in committee.
import { DEMO_TODAY } from './calendar.js';
import type { BillDigest, Milestone, MilestoneKind } from './bills.js';
import type { Rng } from './random.js';
import { TOPICS } from './topics.js';

export interface BillStory {
  bill: BillDigest;
  milestone: Milestone;
}

export class StoryPicker {
  private readonly pools = new Map<MilestoneKind, BillStory[]>();

  constructor(digests: readonly BillDigest[], include: (bill: BillDigest) => boolean = () => true) {
    for (const bill of digests) {
      if (!include(bill)) continue;
      for (const milestone of bill.milestones) {
        if (milestone.day > DEMO_TODAY) continue;
        const pool = this.pools.get(milestone.kind) ?? [];
        pool.push({ bill, milestone });
        this.pools.set(milestone.kind, pool);
      }
    }
  }

  /** A story of a kind drawn by weight among the kinds that have any; undefined when none has. */
  pick(rng: Rng, weights: readonly (readonly [MilestoneKind, number])[]): BillStory | undefined {
    const available = weights.filter(([kind]) => (this.pools.get(kind)?.length ?? 0) > 0);
    if (available.length === 0) return undefined;
    return rng.pick(this.pools.get(rng.weighted(available)) as BillStory[]);
  }
}

/** 'Special education funding' → 'special education funding'; 'PFAS in drinking water' keeps its capitals. */
export function inSentence(shortTitle: string): string {
  return /^[A-Z][a-z]/.test(shortTitle)
    ? shortTitle.charAt(0).toLowerCase() + shortTitle.slice(1)
    : shortTitle;
}

export const SPONSOR_QUOTES = [
  'This is about making sure every family in the Commonwealth is treated fairly',
  'We heard from residents across the state, and this bill reflects what they told us',
  'It is long past time we modernized these rules',
  'This is a practical, common-sense step that will make a real difference',
  'The status quo is not working for our communities',
  'Cities and towns have been asking for this for years',
];

export const ADVOCATE_QUOTES = [
  'We support the goals of the bill, but the details matter',
  'This will help thousands of people who have been waiting far too long',
  'We are concerned about the cost to small businesses and municipalities',
  'The committee should act quickly; every month of delay has consequences',
  'We urge lawmakers to make sure the new rules are properly funded',
];

const OTHER_CHAMBER = { house: 'Senate', senate: 'House' } as const;

/** What happens next, as a closing paragraph; true to the bill's stage at the time of the story. */
export function nextStep({ bill, milestone }: BillStory): string {
  switch (milestone.kind) {
    case 'filed':
      return `The bill will be referred to the ${TOPICS[bill.topicIndex]?.committee ?? 'committee'}.`;
    case 'hearing':
      return 'The committee will now decide whether to recommend the bill.';
    case 'engrossed':
      return `The bill now goes to the ${OTHER_CHAMBER[milestone.chamber]}.`;
    case 'passed':
      return 'Both chambers must still enact the bill before it reaches the governor.';
    case 'signed':
      return 'State agencies are expected to issue guidance on the new law in the coming months.';
    case 'vetoed':
      return 'Lawmakers could attempt to override the veto with a two-thirds vote in each chamber.';
  }
}
