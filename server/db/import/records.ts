// The records every source is mapped into before anything is written (importers of files and the sync
// connectors alike): one write path (write-session.ts, write-people.ts) and one report for all of them.
// A part a source does not give is left undefined, and undefined never overwrites: a bill from an export
// without histories keeps the history another source gave it.
import type { Chamber, CommitteeChamber, CommitteeKind, MeetingType, NewLegislator } from '../types.js';
import type { BillKey } from './bill-identifiers.js';
import type { RoleRecord } from './openstates-roles.js';
import type { SessionInfo } from './session-names.js';

/** A person a bill or vote names: by the source's person id, the legislature's member code, or the name. */
export interface PersonRef {
  /** Open States' ocd-person id (legislators.external_id). */
  personId?: string | null;
  /** The legislature's own member code (malegislature.gov 'S_G1'). */
  code?: string | null;
  name: string;
  /** False for a committee, an official or a citizen named as sponsor: never matched to a legislator. */
  isLegislator: boolean;
}

export interface SponsorsRecord {
  primary: PersonRef | null;
  cosponsors: PersonRef[];
}

/** One entry of a bill's history, in the source's order. */
export interface ActionRecord {
  /** The day at the state's capitol (YYYY-MM-DD). */
  date: string;
  /** 'House', 'Senate', 'Joint' (malegislature.gov's branches; Open States' chambers mapped to them). */
  branch: string | null;
  text: string;
  /** Open States' action classification ('passage', 'executive-signature'…), where the source has one. */
  classification?: readonly string[];
}

export interface AmendmentRecord {
  /** The bill the amendment is to, as written ('S2545'); may differ from the bill that lists it. */
  parentBill: string;
  branch: string;
  number: string;
}

/** How a source's id and title relate to a bill another source stored first. */
export type BillIdentity =
  /** Open States: its id and title replace what is stored (found by id, else by number). */
  | 'authoritative'
  /** malegislature.gov: names a new bill; a stored one (found by number) keeps its id and title. */
  | 'fill-in';

export interface BillRecord {
  key: BillKey;
  /**
   * The source's id for the bill, or null for a source that only names bills by number (MAPLE). A record
   * with identity needs one.
   */
  externalId: string | null;
  /** Present when the source can create the bill; without it the bill must already be stored. */
  identity?: { mode: BillIdentity; chamber: Chamber; title: string };
  sponsors?: SponsorsRecord;
  /** The complete history; undefined when the source lacks it. */
  actions?: ActionRecord[];
  /** Plain-text abstracts (stored as HTML summaries); [] clears this source's. */
  abstracts?: string[];
  subjects?: string[];
  amendments?: AmendmentRecord[];
}

export interface VoterRecord {
  /** Open States person id; null when the source records the voter by name only. */
  personId: string | null;
  /** The legislature's member code (malegislature.gov's roll calls name voters so). */
  code?: string | null;
  name: string;
  /** The source's option: 'yes', 'no', 'absent', 'excused', 'not voting', 'abstain'… */
  option: string;
}

export interface RollCallRecord {
  externalId: string;
  /** The bill voted on, by the source's id or its number; null for a vote on no bill. */
  bill: { externalId: string | null; key: BillKey | null } | null;
  chamber: Chamber;
  /** The day at the state's capitol. */
  date: string;
  motion: string;
  result: string | null;
  rollCallNumber: number | null;
  /** The source's own tallies per option; [] when it publishes none. */
  publishedCounts: { option: string; value: number }[];
  /** Every voter; undefined when the source lacks the voters (the positions then stay as they are). */
  voters?: VoterRecord[];
  sourceUrl: string | null;
}

/** What one source says about one session of one state. */
export interface SessionRecords {
  session: SessionInfo;
  bills: BillRecord[];
  rollCalls?: RollCallRecord[];
}

/**
 * Every column of a legislator row, none left to a default, so a re-import overwrites each one; the
 * jurisdiction is the import's, added when it is written.
 */
export type LegislatorRecord = Required<Omit<NewLegislator, 'id' | 'jurisdiction_id'>>;

export interface PersonRecord {
  legislator: LegislatorRecord;
  /**
   * The person's roles. Complete (Open States people: the whole history) they replace the stored ones;
   * otherwise (a source that knows only the current seat) they are written only for a person with none.
   * Complete unless said otherwise.
   */
  roles: RoleRecord[];
  rolesComplete?: boolean;
}

export interface CommitteeRecord {
  external_id: string;
  name: string;
  chamber: CommitteeChamber;
  kind: CommitteeKind;
  url: string | null;
  /** Members by Open States person id, or by the legislature's member code (malegislature.gov). */
  members: { name: string; person_id: string | null; code?: string | null; role: string }[];
}

/** A meeting a source lists (an Open States event): a hearing or a floor session, with its agenda's bills. */
export interface MeetingRecord {
  externalId: string;
  type: MeetingType;
  chamber: CommitteeChamber;
  /** The committee as the source names it, resolved among the state's committees (committee-names.ts). */
  committeeName: string | null;
  title: string;
  /** The day and time ('10:00 AM') at the capitol. */
  date: string;
  time: string | null;
  location: string | null;
  url: string | null;
  /** The bills on its agenda, by the source's id, else by session and number; replaced as a set. */
  bills: { externalId: string | null; session: string; key: BillKey | null }[];
}
