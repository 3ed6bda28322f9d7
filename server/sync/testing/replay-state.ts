// What the legislature "publishes" while a replay server runs: a private copy of the recordings, indexed
// for the routes, and the mutations a test makes to it (each visible to the next request).
import { pythonIsoFormat, stableUuid } from './api-datetimes.js';
import {
  documentLink,
  documentNumberOf,
  type MaCommittee,
  type MaDocument,
  type MaHearing,
  type MaHistoryAction,
  type MaMember,
  type MaRollCall,
} from './malegislature-shapes.js';
import {
  compactJurisdiction,
  emptyBillParts,
  type OsBill,
  type OsEvent,
  type OsJurisdiction,
  type OsPerson,
} from './openstates-shapes.js';
import type { Recordings, Verbatim } from './recordings.js';

export interface CourtState {
  court: number;
  /** By upper-cased document number, in listing order. */
  documents: Map<string, Verbatim<MaDocument>>;
  histories: Map<string, MaHistoryAction[]>;
  members: Map<string, MaMember>;
  committees: Map<string, Verbatim<MaCommittee>>;
  /** By 'HOUSE 12' / 'SENATE 3'. */
  rollCalls: Map<string, MaRollCall>;
}

export function emptyCourt(court: number): CourtState {
  return {
    court,
    documents: new Map(),
    histories: new Map(),
    members: new Map(),
    committees: new Map(),
    rollCalls: new Map(),
  };
}

export function rollCallKey(branch: string, rollCallNumber: number): string {
  return `${branch.toUpperCase()} ${rollCallNumber}`;
}

function byUpperCase<T>(items: T[], keyOf: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [keyOf(item).toUpperCase(), item]));
}

export class ReplayState {
  readonly courts = new Map<number, CourtState>();
  readonly hearings = new Map<number, MaHearing>();
  readonly bills = new Map<string, OsBill>();
  readonly people: OsPerson[];
  readonly events: OsEvent[];
  readonly jurisdictions: OsJurisdiction[];

  constructor(
    recordings: Recordings,
    private readonly now: () => Date,
  ) {
    // A private copy: mutations stay in this server, and the caller may start another from the same data.
    const { malegislature, openStates } = structuredClone(recordings);
    for (const court of malegislature.courts) {
      this.courts.set(court.court, {
        court: court.court,
        documents: byUpperCase(court.documents, ({ value }) => documentNumberOf(value)),
        histories: new Map(
          Object.entries(court.histories).map(([number, actions]) => [number.toUpperCase(), actions]),
        ),
        members: byUpperCase(court.members, (member) => member.MemberCode),
        committees: byUpperCase(court.committees, ({ value }) => value.CommitteeCode),
        rollCalls: new Map(
          court.rollCalls.map((rollCall) => [
            rollCallKey(rollCall.Branch, rollCall.RollCallNumber),
            rollCall,
          ]),
        ),
      });
    }
    for (const hearing of [...malegislature.hearings].sort((a, b) => a.EventId - b.EventId))
      this.hearings.set(hearing.EventId, hearing);
    for (const bill of openStates.bills) this.bills.set(bill.id, bill);
    this.people = openStates.people;
    this.events = openStates.events;
    this.jurisdictions = openStates.jurisdictions;
  }

  private courtState(court: number): CourtState {
    let state = this.courts.get(court);
    if (!state) {
      state = emptyCourt(court);
      this.courts.set(court, state);
    }
    return state;
  }

  addHistoryAction(
    court: number,
    billNumber: string,
    action: { Date: string; Action: string; Branch: string },
  ): void {
    const state = this.courts.get(court);
    const key = billNumber.toUpperCase();
    if (!state?.documents.has(key))
      throw new Error(`no document ${billNumber} in General Court ${court} to add history to`);
    const history = state.histories.get(key) ?? [];
    history.push({ Date: action.Date, Branch: action.Branch, Action: action.Action, IsStricken: false });
    state.histories.set(key, history);
  }

  /** A new document joins the end of the listing; a changed one keeps its place and loses its verbatim bytes. */
  upsertDocument(court: number, fields: Record<string, unknown>): void {
    const document = { GeneralCourtNumber: court, ...fields } as MaDocument;
    const key = documentNumberOf(document).toUpperCase();
    const state = this.courtState(court);
    const previous = state.documents.get(key)?.value;
    state.documents.set(key, {
      value: previous ? { ...previous, ...document } : withDocumentDefaults(document),
    });
  }

  /** Replaces the hearing with the same EventId, or adds one. */
  upsertHearing(hearing: MaHearing): void {
    this.hearings.set(hearing.EventId, hearing);
    const sorted = [...this.hearings.values()].sort((a, b) => a.EventId - b.EventId);
    this.hearings.clear();
    for (const entry of sorted) this.hearings.set(entry.EventId, entry);
  }

  /** The newest updated_at of the bills, so a change made now is always the latest. */
  private newestBillUpdate(): number {
    let newest = 0;
    for (const bill of this.bills.values()) newest = Math.max(newest, Date.parse(bill.updated_at) || 0);
    return newest;
  }

  /**
   * Merges `fields` into the bill with that id (or, without an id, that jurisdiction, session and
   * identifier), or adds a bill; either way its updated_at becomes now, or just after the newest update
   * when the clock is behind the recordings.
   */
  upsertOpenStatesBill(fields: Record<string, unknown>): OsBill {
    const existing = this.findBill(fields);
    const updatedAt = pythonIsoFormat(new Date(Math.max(this.now().getTime(), this.newestBillUpdate() + 1)));
    const bill = existing
      ? ({ ...existing, ...fields, updated_at: updatedAt } as OsBill)
      : this.newBill(fields, updatedAt);
    this.bills.delete(bill.id);
    this.bills.set(bill.id, bill);
    return bill;
  }

  private findBill(fields: Record<string, unknown>): OsBill | undefined {
    if (typeof fields.id === 'string') return this.bills.get(fields.id);
    for (const bill of this.bills.values())
      if (bill.identifier === fields.identifier && bill.session === fields.session) return bill;
    return undefined;
  }

  /** A bill the recordings lack: filed like the other bills of its session (jurisdiction, chamber). */
  private newBill(fields: Record<string, unknown>, updatedAt: string): OsBill {
    const identifier = String(fields.identifier ?? '');
    const session = String(fields.session ?? '');
    if (!identifier || !session) throw new Error('a new Open States bill needs an identifier and a session');
    const chamber = /^S/i.test(identifier) ? 'upper' : 'lower';
    const siblings = [...this.bills.values()].filter((bill) => bill.session === session);
    const jurisdiction = siblings[0]?.jurisdiction ?? this.jurisdictions[0];
    if (!jurisdiction) throw new Error(`no jurisdiction to file ${identifier} of ${session} under`);
    const organization = siblings.find(
      (bill) => bill.from_organization.classification === chamber,
    )?.from_organization;
    return {
      id: `ocd-bill/${stableUuid(`${session} ${identifier}`)}`,
      session,
      jurisdiction: compactJurisdiction(jurisdiction),
      from_organization: organization ?? { id: '', name: chamber, classification: chamber },
      identifier,
      title: '',
      classification: ['bill'],
      subject: [],
      extras: {},
      created_at: updatedAt,
      openstates_url: '',
      ...emptyBillParts(),
      ...(fields as Partial<OsBill>),
      updated_at: updatedAt,
    };
  }
}

type DocumentFields = Partial<MaDocument> & { GeneralCourtNumber: number };

/** A document a test adds with only some fields: the rest as a bill the API knows little about. */
function withDocumentDefaults(document: DocumentFields): MaDocument {
  const number = documentNumberOf(document);
  return {
    Title: '',
    BillNumber: null,
    DocketNumber: null,
    PrimarySponsor: null,
    Cosponsors: [],
    BillHistory: `${documentLink(document.GeneralCourtNumber, number)}/DocumentHistoryActions`,
    LegislationTypeName: 'Bill',
    RollCalls: [],
    ...document,
  };
}
