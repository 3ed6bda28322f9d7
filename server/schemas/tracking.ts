import { Type, type Static } from 'typebox';
import { BillSummary, Nullable } from './bills.js';
import { Id, IdParams } from './common.js';

/** Bills one request may name: the bill search's largest page (spec §9 results per page 1000). */
export const MAX_BILLS_PER_REQUEST = 1000;
/** Lists per user: more than anyone sorts bills into, few enough for one dialog. */
export const MAX_TRACKING_LISTS = 50;
/** Bills on one list: several sessions of a busy topic. */
export const MAX_BILLS_PER_LIST = 2000;
export const TRACKED_BILLS_PAGE_SIZE = 20; // spec §9 page size

const BillId = Id();
const BillIds = Type.Array(BillId, {
  minItems: 1,
  maxItems: MAX_BILLS_PER_REQUEST,
  description: `bill ids, 1 to ${MAX_BILLS_PER_REQUEST}`,
});
const ListName = Type.String({
  minLength: 1,
  maxLength: 80,
  description: 'shown in the dialog; 1–80 characters',
});

export const BillIdsBody = Type.Object({ billIds: BillIds });
export type BillIdsBody = Static<typeof BillIdsBody>;

/** Spec §7 isTracked: a map whose keys and values are the tracked bills' ids (untracked ids are left out). */
export const TrackedBillMap = Type.Record(Type.String({ pattern: '^\\d+$' }), Type.Integer());
export type TrackedBillMap = Static<typeof TrackedBillMap>;

export const TrackingList = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String(),
  bill_count: Type.Integer(),
});
export type TrackingList = Static<typeof TrackingList>;
export const TrackingLists = Type.Array(TrackingList);
export type TrackingLists = Static<typeof TrackingLists>;

export const CreateTrackingListBody = Type.Object({
  name: ListName,
  billIds: Type.Optional(Type.Array(BillId, { maxItems: MAX_BILLS_PER_REQUEST })),
});
export type CreateTrackingListBody = Static<typeof CreateTrackingListBody>;

export const RenameTrackingListBody = Type.Object({ name: ListName });
export type RenameTrackingListBody = Static<typeof RenameTrackingListBody>;

export const TrackingListParams = IdParams;

/**
 * Spec §7 loadBillTracking: the bills chosen (`billIds[]`, form-encoded or JSON) and the legislative session
 * they were chosen in (`sessionId`, optional: the bill page has no session context).
 */
export const LoadBillTrackingBody = Type.Object({
  billIds: BillIds,
  sessionId: Type.Optional(Id({ description: 'a legislative session id' })),
});
export type LoadBillTrackingBody = Static<typeof LoadBillTrackingBody>;

/** The 'Manage tracking lists' dialog as data: each list and how many of the chosen bills it holds. */
export const TrackingDialog = Type.Object({
  bill_ids: Type.Array(Type.Integer()),
  session: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  lists: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      bill_count: Type.Integer(),
      /** How many of `bill_ids` the list holds: 0 (unchecked), all (checked) or some (mixed). */
      selected_count: Type.Integer(),
    }),
  ),
});
export type TrackingDialog = Static<typeof TrackingDialog>;

export const TrackedBillsQuery = Type.Object({
  page: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    default: 1,
    description: 'page = items loaded / 20 + 1',
  }),
  list: Type.Optional(Id({ description: 'one tracking list; default every list' })),
});
export type TrackedBillsQuery = Static<typeof TrackedBillsQuery>;

/** A tracked bill on "My bills": the bill, its latest action and the lists it is on. */
export const TrackedBill = Type.Evaluate(
  Type.Intersect([
    BillSummary,
    Type.Object({
      last_action: Nullable(Type.Object({ action_date: Type.String(), action_text: Type.String() })),
      lists: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    }),
  ]),
);
export type TrackedBill = Static<typeof TrackedBill>;
export const TrackedBillsPage = Type.Object({ data: Type.Array(TrackedBill) });
export type TrackedBillsPage = Static<typeof TrackedBillsPage>;
