// What the replay server answers from: plain data, built from ../shared/data (recordings-from-shared-data.ts)
// or written by hand (synthetic-recordings.ts). The server copies it when it starts, so a test's mutations
// never leak into another server started from the same recordings.
import type {
  MaCommittee,
  MaDocument,
  MaHearing,
  MaHistoryAction,
  MaMember,
  MaRollCall,
} from './malegislature-shapes.js';
import type { OsBill, OsEvent, OsJurisdiction, OsPerson } from './openstates-shapes.js';

/** A response some source gave byte for byte: served as these bytes until a test changes the record. */
export interface Verbatim<T> {
  value: T;
  verbatim?: string;
}

/** One General Court (192 = 2021-2022, 194 = 2025-2026) of malegislature.gov. */
export interface MalegislatureCourt {
  court: number;
  /** In the order the listing gives them. */
  documents: Verbatim<MaDocument>[];
  /** By document number (BillNumber, or DocketNumber for a docket without one); oldest action first. */
  histories: Record<string, MaHistoryAction[]>;
  members: MaMember[];
  committees: Verbatim<MaCommittee>[];
  rollCalls: MaRollCall[];
}

export interface MalegislatureRecordings {
  courts: MalegislatureCourt[];
  /** /Hearings is not per court: every court's hearings, in EventId order. */
  hearings: MaHearing[];
}

export interface OpenStatesRecordings {
  jurisdictions: OsJurisdiction[];
  bills: OsBill[];
  people: OsPerson[];
  events: OsEvent[];
}

export interface Recordings {
  /** Where the recordings come from, for logs and the CLI's banner. */
  description: string;
  malegislature: MalegislatureRecordings;
  openStates: OpenStatesRecordings;
}
