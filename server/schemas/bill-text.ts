import { Type, type Static } from 'typebox';
import { BillSummary, Nullable } from './bills.js';
import { Id } from './common.js';

/** A section of a bill's text, whole, with its bill and neighbours (the /app/text/{id} page). */
export const BillTextSection = Type.Object({
  bill_text__id: Type.Integer(),
  heading: Nullable(Type.String()),
  /** Plain text; line breaks separate subsections. */
  text: Type.String(),
  position: Type.Integer(),
  /** The version of the text, e.g. 'As filed'. */
  version: Type.String(),
  previous_id: Nullable(Type.Integer()),
  next_id: Nullable(Type.Integer()),
  bill: BillSummary,
});
export type BillTextSection = Static<typeof BillTextSection>;

export const AmendmentsQuery = Type.Object({
  id: Id({ description: 'the bill id' }),
  amendment_number: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9.-]{1,20}$',
      description: "one amendment, e.g. '3'; absent = all of the bill's amendments",
    }),
  ),
});
export type AmendmentsQuery = Static<typeof AmendmentsQuery>;

/** Spec §3 Amendment (with the Missouri variant's status, title and pdf_file_name). */
export const Amendment = Type.Object({
  id: Type.Integer(),
  bill_id: Type.Integer(),
  amendment_number: Type.String(),
  url: Type.String(),
  title: Nullable(Type.String()),
  amendment_text: Nullable(Type.String()),
  /** The sponsor. */
  legislator: Nullable(
    Type.Object({ id: Type.Integer(), short_full_name: Type.String(), url: Type.String() }),
  ),
  /** The bill it amends, e.g. 'H 100'. */
  amending: Type.String(),
  status: Nullable(Type.String()),
  filed_date: Nullable(Type.String()),
  pdf_file_name: Nullable(Type.String()),
});
export type Amendment = Static<typeof Amendment>;

/** One shape whether one amendment or all were asked for, so the page needs one renderer. */
export const AmendmentList = Type.Object({ bill: BillSummary, amendments: Type.Array(Amendment) });
export type AmendmentList = Static<typeof AmendmentList>;
