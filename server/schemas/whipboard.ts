import { Type, type Static } from 'typebox';
import { Nullable } from './bills.js';
import { Id, StringEnum } from './common.js';

/** The five columns of a whipboard, left to right (spec §2, §3 Whipboard entry position). */
export const WHIP_POSITIONS = ['Yes', 'Lean Yes', 'Toss-Up', 'Lean No', 'No'] as const;
export type WhipPosition = (typeof WHIP_POSITIONS)[number];
/** Where every card starts, and where Reset Board puts it back. */
export const START_POSITION: WhipPosition = 'Toss-Up';
/** Boards per user: one per bill being whipped is plenty; a bound on the list response. */
export const MAX_WHIPBOARDS = 50;
/** Cards one updateAll may name: more than the largest legislative chamber in the US (400). */
export const MAX_BOARD_ENTRIES = 500;

const Position = StringEnum(WHIP_POSITIONS, { description: WHIP_POSITIONS.join(', ') });
const Question = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'shown as the title; 1–200 characters',
});
const WhipId = Id();

const OperationId = Type.String({
  pattern: '^[A-Za-z0-9_-]{8,64}$',
  description:
    'Idempotency key chosen by the client (e.g. a UUID), 8–64 letters, digits, - or _. The server keeps ' +
    'the ids it applied per board, so a replayed request (offline queue, Background Sync, a retry) never ' +
    'applies twice: it answers outcome "replayed" and changes nothing.',
});
const MovedAt = Type.String({
  format: 'date-time',
  description:
    'When the user made the change (ISO 8601); default now, and never later than the server clock. ' +
    'Conflict rule: last write per card wins. A card written after this time (a move from another ' +
    'device, or Reset Board) keeps that later write, and this change to it is skipped (outcome ' +
    '"superseded"). Changes to other cards are unaffected.',
});

/** Spec §7: the new column counts, keyed without spaces. */
export const WhipCounts = Type.Object({
  Yes: Type.Integer(),
  LeanYes: Type.Integer(),
  TossUp: Type.Integer(),
  LeanNo: Type.Integer(),
  No: Type.Integer(),
});
export type WhipCounts = Static<typeof WhipCounts>;

export const Outcome = StringEnum(['applied', 'replayed', 'superseded'] as const, {
  description: 'applied; replayed: this operationId was applied before; superseded: see movedAt',
});
export type Outcome = Static<typeof Outcome>;

/** Spec §3 Whipboard entry, with the legislator's party and district for the card's small text. */
export const WhipboardEntry = Type.Object({
  id: Type.Integer(),
  legislator_id: Type.Integer(),
  short_full_name: Type.String(),
  party: Nullable(Type.String()),
  district: Nullable(Type.String()),
  /** 1-based within its column. */
  order: Type.Integer(),
  position: Position,
  whipboardId: Type.Integer(),
});
export type WhipboardEntry = Static<typeof WhipboardEntry>;

export const WhipboardSummary = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  chamber: StringEnum(['house', 'senate'] as const),
  bill: Nullable(Type.Object({ id: Type.Integer(), bill_type_number: Type.String(), url: Type.String() })),
  counts: WhipCounts,
  created_at: Type.String(),
  updated_at: Type.String(),
  /** The board page in the app. */
  url: Type.String(),
});
export type WhipboardSummary = Static<typeof WhipboardSummary>;
export const WhipboardList = Type.Array(WhipboardSummary);
export type WhipboardList = Static<typeof WhipboardList>;

export const Whipboard = Type.Evaluate(
  Type.Intersect([WhipboardSummary, Type.Object({ entries: Type.Array(WhipboardEntry) })]),
);
export type Whipboard = Static<typeof Whipboard>;

export const CreateWhipboardBody = Type.Object({
  chamber: StringEnum(['house', 'senate'] as const, { description: 'house, senate' }),
  question: Type.Optional(Question),
  billId: Type.Optional(WhipId),
  rollCallId: Type.Optional(
    Id({ description: 'a roll call of billId in that chamber to copy positions from' }),
  ),
});
export type CreateWhipboardBody = Static<typeof CreateWhipboardBody>;

export const RenameWhipboardBody = Type.Object({ question: Question });
export type RenameWhipboardBody = Static<typeof RenameWhipboardBody>;

/** Spec §7 PATCH /whipboard/{id}: `id` is the entry (card) being moved. */
export const MoveEntryBody = Type.Object({
  position: Position,
  whipboardId: WhipId,
  order: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10_000,
      description: "1-based place in the column; default the column's end",
    }),
  ),
  operationId: Type.Optional(OperationId),
  movedAt: Type.Optional(MovedAt),
});
export type MoveEntryBody = Static<typeof MoveEntryBody>;

export const MoveEntryResponse = Type.Evaluate(
  Type.Intersect([WhipCounts, Type.Object({ outcome: Outcome })]),
);
export type MoveEntryResponse = Static<typeof MoveEntryResponse>;

/** Spec §7 PUT /whipboard/updateAll: cards of one board with their column and 1-based order. */
export const UpdateAllBody = Type.Object({
  whipboard: Type.Array(
    Type.Object({
      id: WhipId,
      position: Position,
      order: Type.Integer({ minimum: 1, maximum: 10_000 }),
      whipboardId: WhipId,
    }),
    {
      minItems: 1,
      maxItems: MAX_BOARD_ENTRIES,
      description: `entries of one board, 1 to ${MAX_BOARD_ENTRIES}`,
    },
  ),
  operationId: Type.Optional(OperationId),
  movedAt: Type.Optional(MovedAt),
});
export type UpdateAllBody = Static<typeof UpdateAllBody>;

export const UpdateAllResponse = Type.Evaluate(
  Type.Intersect([WhipCounts, Type.Object({ outcome: Outcome, whipboard: Type.Array(WhipboardEntry) })]),
);
export type UpdateAllResponse = Static<typeof UpdateAllResponse>;

/** For the create form: bills with a given number (newest session first) and their roll calls. */
export const BillLookupQuery = Type.Object({
  number: Type.Optional(
    Type.String({ minLength: 1, maxLength: 20, description: "a bill number such as 'H 100' or 's7'" }),
  ),
  id: Type.Optional(Id({ description: 'a bill id' })),
});
export type BillLookupQuery = Static<typeof BillLookupQuery>;

export const BillChoice = Type.Object({
  id: Type.Integer(),
  bill_type_number: Type.String(),
  title: Type.String(),
  session_name: Type.String(),
  roll_calls: Type.Array(
    Type.Object({
      id: Type.Integer(),
      chamber: StringEnum(['house', 'senate'] as const),
      roll_call_number: Nullable(Type.Integer()),
      vote_date: Type.String(),
      motion: Type.String(),
      /** Null when the source publishes no tallies for the roll call. */
      yes_count: Nullable(Type.Integer()),
      no_count: Nullable(Type.Integer()),
      /** 'computed': counted from the recorded votes, the source publishing no tally. */
      counts_source: Nullable(StringEnum(['published', 'computed'] as const)),
    }),
  ),
});
export type BillChoice = Static<typeof BillChoice>;
export const BillChoices = Type.Array(BillChoice);
export type BillChoices = Static<typeof BillChoices>;
