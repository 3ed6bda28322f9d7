// The vocabulary of bill histories: the actions a bill can go through, the short status each leaves it
// in, the stages of progress, and the shape of a generated history.
import type { Chamber } from '../types.js';
import type { Member } from './legislators.js';

// 'Passed both' as bills.progress documents it and the importers write it, so facets do not split.
export const PROGRESS_STAGES = [
  'Filed',
  'In committee',
  'Reported',
  'Passed one chamber',
  'Passed both',
  'Signed',
  'Vetoed',
  'Dead',
] as const;
export type Progress = (typeof PROGRESS_STAGES)[number];

/** Stored as bill_actions.abbreviation. */
export type ActionCode =
  | 'FILED'
  | 'REF'
  | 'CONC'
  | 'HRG'
  | 'EXT'
  | 'RPT'
  | 'STUDY'
  | 'ADV'
  | 'ACC'
  | 'WMR'
  | 'ORD3'
  | 'ENG'
  | 'AMDC'
  | 'ENA'
  | 'LBG'
  | 'SIG'
  | 'VETO';

/** The short status an action leaves a bill in: bills.status is this for the bill's latest action. */
export const ACTION_STATUS: Record<ActionCode, string> = {
  FILED: 'Filed',
  REF: 'Referred to committee',
  CONC: 'Referral concurred',
  HRG: 'Hearing scheduled',
  EXT: 'Reporting date extended',
  RPT: 'Reported favorably by committee',
  STUDY: 'Accompanied a study order',
  ADV: 'Reported adversely',
  ACC: 'Committee report accepted',
  WMR: 'Reported by Ways and Means',
  ORD3: 'Ordered to a third reading',
  ENG: 'Passed to be engrossed',
  AMDC: 'Concurred in amendment',
  ENA: 'Enacted',
  LBG: 'Laid before the Governor',
  SIG: 'Signed by the Governor',
  VETO: 'Vetoed by the Governor',
};

/** Actions taken on the floor, which tie a bill to that day's formal session. */
export const FLOOR_CODES: ReadonlySet<ActionCode> = new Set(['ORD3', 'ENG', 'ENA', 'LBG', 'AMDC', 'ACC']);

export type Branch = 'House' | 'Senate' | 'Joint' | 'Executive';
export type VoteStance = 'consensus' | 'contested' | 'party-line' | 'minority-amendment';

/** A recorded (roll call) vote; its number and tallies are settled once all bills are known. */
export interface VotePlan {
  chamber: Chamber;
  day: number;
  motion: string;
  stance: VoteStance;
}

export interface BillEvent {
  day: number;
  branch: Branch;
  code: ActionCode;
  text: string;
  /** The hearing or formal session this action belongs to (meeting_bills). */
  meetingId: number | null;
  /** For 'HRG': the day of the hearing itself (the action is dated when it was noticed). */
  hearingDay?: number;
  vote?: VotePlan;
}

export interface AmendmentPlan {
  number: number;
  chamber: Chamber;
  sponsor: Member;
  status: 'Adopted' | 'Rejected' | 'Withdrawn';
  filedDay: number;
  vote?: VotePlan;
}

export interface BillHistory {
  events: BillEvent[];
  progress: Progress;
  status: string;
  amendments: AmendmentPlan[];
}

/** The vote plans of a history in a fixed order (actions, then amendments): a vote's index is its key. */
export function votePlans(history: BillHistory): VotePlan[] {
  const plans: VotePlan[] = [];
  for (const event of history.events) if (event.vote) plans.push(event.vote);
  for (const amendment of history.amendments) if (amendment.vote) plans.push(amendment.vote);
  return plans;
}
