import { Type, type Static } from 'typebox';

/** A bill a news item or press release is about, linking into the app (/app/bill/{id}). */
export const LinkedBill = Type.Object({
  id: Type.Integer(),
  bill_type_number: Type.String(),
  url: Type.String(),
});
export type LinkedBill = Static<typeof LinkedBill>;

/** Spec §3 Press release fields, listed and whole. */
const pressReleaseFields = {
  id: Type.Integer(),
  /** In-app page of the release: /app/press/{id}. */
  url: Type.String(),
  title: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  /** YYYY-MM-DD */
  display_date: Type.String(),
  /** e.g. 'Mar 15, 2026' */
  display_date_formatted: Type.String(),
  /** The office's own label: 'Legislation', 'Statement', 'District News'. */
  category: Type.Union([Type.String(), Type.Null()]),
};

/** A press release as listed; `kind` tells it from a news item in a mixed list. */
export const PressReleaseListItem = Type.Object({ kind: Type.Literal('press'), ...pressReleaseFields });
export type PressReleaseListItem = Static<typeof PressReleaseListItem>;

/** GET /api/press/{id}: the whole release. */
export const PressReleaseDetail = Type.Object({
  ...pressReleaseFields,
  session_name: Type.Union([Type.String(), Type.Null()]),
  /** Plain text; paragraphs are separated by a blank line. Never HTML. */
  content: Type.String(),
  /** The member whose office issued it, when known. */
  legislator: Type.Union([
    Type.Object({ id: Type.Integer(), url: Type.String(), short_full_name: Type.String() }),
    Type.Null(),
  ]),
  bills: Type.Array(LinkedBill),
});
export type PressReleaseDetail = Static<typeof PressReleaseDetail>;
