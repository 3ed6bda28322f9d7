import { Type, type Static, type TSchema } from 'typebox';
import { Provenance, StringEnum } from './common.js';

export const BILLS_PAGE_SIZE = 20; // spec §9 page size

export const BillListQuery = Type.Object({
  session: Type.Optional(
    Type.String({
      pattern: '^[0-9A-Za-z][0-9A-Za-z -]{0,39}$',
      description: "e.g. 2025-2026 (an annual '2026' elsewhere); default: the current session",
    }),
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
  /**
   * False when the source does not say who sponsored the bill: a null `primary_sponsor` then means
   * "not in the source data", not "none listed" (issue 15).
   */
  sponsors_known: Type.Boolean(),
  /** False when the source has no history for the bill: no actions then means "not in the source data". */
  actions_known: Type.Boolean(),
  /** The latest action as written; null when the source has no history for the bill. */
  status: Type.Union([Type.String(), Type.Null()]),
  /** Furthest stage reached; null when the source has no history for the bill. */
  progress: Type.Union([Type.String(), Type.Null()]),
  session_law: Type.Union([Type.String(), Type.Null()]),
  last_action_date: Type.Union([Type.String(), Type.Null()]),
});
export type BillSummary = Static<typeof BillSummary>;

/** The spec's paged-list envelope: an empty `data` array ends the list. */
export const BillPage = Type.Object({ data: Type.Array(BillSummary) });
export type BillPage = Static<typeof BillPage>;

/** `T | null` — the API sends null, never omits a field. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Spec §7 /api/bills/{display}: the signed-in user's viewed bills, recent session laws, or new filings. */
export const billDisplays = ['viewed', 'law', 'new'] as const;
export type BillDisplay = (typeof billDisplays)[number];
/** A dashboard list is a glance, not a browser: spec §9 page size. */
export const BILL_DISPLAY_LIMIT = 20;

export const BillDisplayParams = Type.Object({
  display: StringEnum(billDisplays, {
    description: 'viewed = your recently viewed bills (empty when signed out); law = enacted; new = filed',
  }),
});
export type BillDisplayParams = Static<typeof BillDisplayParams>;

/** A bill in a dashboard list (spec §3 Bill, with last_viewed.created_at for the viewed list). */
export const BillListItem = Type.Evaluate(
  Type.Intersect([
    BillSummary,
    Type.Object({
      filed_date: Nullable(Type.String()),
      /** When the signed-in user last opened the bill; null outside the viewed list. */
      last_viewed: Nullable(Type.Object({ created_at: Type.String() })),
    }),
  ]),
);
export type BillListItem = Static<typeof BillListItem>;
export const BillDisplayList = Type.Array(BillListItem);
export type BillDisplayList = Static<typeof BillDisplayList>;

/** One step of a bill's history (spec §3 Bill action). */
export const BillAction = Type.Object({
  id: Type.Integer(),
  action_date: Type.String(),
  /** House, Senate, Joint or Executive, as the clerk records it. */
  branch: Nullable(Type.String()),
  /** The chamber the action happened in, when it happened in one. */
  chamber: Nullable(StringEnum(['house', 'senate'] as const)),
  abbreviation: Nullable(Type.String()),
  action: Type.Object({ action_text: Type.String() }),
});
export type BillAction = Static<typeof BillAction>;
export const BillActionList = Type.Array(BillAction);
export type BillActionList = Static<typeof BillActionList>;

/** Spec §3 Bill summary. */
export const BillSummaryText = Type.Object({
  description: Nullable(
    Type.String({
      description: 'HTML cut down to p, br, ul, ol, li, b, strong, i, em, without attributes; null when none',
    }),
  ),
});
export type BillSummaryText = Static<typeof BillSummaryText>;

export const BillCitationList = Type.Array(Type.Object({ citation: Type.String() }));
export type BillCitationList = Static<typeof BillCitationList>;

export const BillCategoryList = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }));
export type BillCategoryList = Static<typeof BillCategoryList>;

/** A section of the bill's latest text; `url` opens it whole at /app/text/{bill_text__id}. */
export const BillTextSectionLink = Type.Object({
  bill_text__id: Type.Integer(),
  heading: Nullable(Type.String()),
  /** The section, cut at a word after 500 characters (spec §9 long-text threshold) when `truncated`. */
  text: Type.String(),
  truncated: Type.Boolean(),
  url: Type.String(),
});
export type BillTextSectionLink = Static<typeof BillTextSectionLink>;

/** A roll call on the bill; `url` is its page at /app/votes/{roll_call_id}. */
export const BillVote = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  vote_date: Type.String(),
  chamber: StringEnum(['house', 'senate'] as const),
  roll_call_number: Nullable(Type.Integer()),
  motion: Type.String(),
  result: Nullable(Type.String()),
  yes_count: Nullable(Type.Integer()),
  no_count: Nullable(Type.Integer()),
  absent_count: Nullable(Type.Integer()),
  counts_source: Nullable(StringEnum(['published', 'computed'] as const)),
});
export type BillVote = Static<typeof BillVote>;

/** An amendment filed to the bill; `url` is /app/amendments/?id={bill_id}&amendment_number={n}. */
export const BillAmendmentLink = Type.Object({
  id: Type.Integer(),
  amendment_number: Type.String(),
  title: Nullable(Type.String()),
  status: Nullable(Type.String()),
  url: Type.String(),
});
export type BillAmendmentLink = Static<typeof BillAmendmentLink>;

export const BillDetail = Type.Evaluate(
  Type.Intersect([
    BillSummary,
    Provenance,
    Type.Object({
      filed_date: Type.Union([Type.String(), Type.Null()]),
      cosponsors: Type.Array(
        Type.Object({ id: Type.Integer(), url: Type.String(), short_full_name: Type.String() }),
      ),
      categories: Type.Array(Type.String()),
      citations: Type.Array(Type.String()),
      /** The summary HTML, sanitized like /api/bill/{id}/summary. */
      summary: Nullable(Type.String()),
      actions: Type.Array(BillAction),
      /** Version of the text the sections come from, e.g. 'As filed'; null when no text is published. */
      text_version: Nullable(Type.String()),
      text_sections: Type.Array(BillTextSectionLink),
      votes: Type.Array(BillVote),
      amendments: Type.Array(BillAmendmentLink),
    }),
  ]),
);
export type BillDetail = Static<typeof BillDetail>;
