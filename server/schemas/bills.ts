import { Type, type Static } from 'typebox';
import { StringEnum } from './common.js';

export const BILLS_PAGE_SIZE = 20; // spec §9 page size

export const BillListQuery = Type.Object({
  session: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{4}$', description: 'e.g. 2025-2026; default: the current session' }),
  ),
  chamber: StringEnum(['all', 'house', 'senate'] as const, { default: 'all' }),
  page: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    default: 1,
    description: 'page = items loaded / 20 + 1 (spec §7)',
  }),
});
export type BillListQuery = Static<typeof BillListQuery>;

export const PrimarySponsor = Type.Object({
  sponsor_name: Type.String(),
  /** In-app link to the legislator, or null when the sponsor is not a legislator (a committee, the Governor). */
  sponsor_link: Type.Union([Type.String(), Type.Null()]),
});

/** A bill in a list (spec §3 Bill). */
export const BillSummary = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  bill_type_number: Type.String(),
  title: Type.String(),
  short_bill_name: Type.String(),
  session_name: Type.String(),
  chamber: StringEnum(['house', 'senate'] as const),
  primary_sponsor: Type.Union([PrimarySponsor, Type.Null()]),
  status: Type.String(),
  progress: Type.String(),
  session_law: Type.Union([Type.String(), Type.Null()]),
  last_action_date: Type.Union([Type.String(), Type.Null()]),
});
export type BillSummary = Static<typeof BillSummary>;

/** The spec's paged-list envelope: an empty `data` array ends the list. */
export const BillPage = Type.Object({ data: Type.Array(BillSummary) });
export type BillPage = Static<typeof BillPage>;

export const BillAction = Type.Object({
  id: Type.Integer(),
  action_date: Type.String(),
  branch: Type.Union([Type.String(), Type.Null()]),
  action: Type.Object({ action_text: Type.String() }),
});
export type BillAction = Static<typeof BillAction>;

export const BillDetail = Type.Evaluate(
  Type.Intersect([
    BillSummary,
    Type.Object({
      filed_date: Type.Union([Type.String(), Type.Null()]),
      cosponsors: Type.Array(
        Type.Object({ id: Type.Integer(), url: Type.String(), short_full_name: Type.String() }),
      ),
      categories: Type.Array(Type.String()),
      citations: Type.Array(Type.String()),
      /** HTML from our own database (generated or imported, escaped at import). */
      summary: Type.Union([Type.String(), Type.Null()]),
      actions: Type.Array(BillAction),
    }),
  ]),
);
export type BillDetail = Static<typeof BillDetail>;
