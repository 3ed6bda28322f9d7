import { Type, type Static } from 'typebox';
import { Provenance, StringEnum } from './common.js';
import { Meeting } from './meetings.js';

export const committeeFilters = ['joint', 'house', 'senate', 'standing', 'floor'] as const;
export type CommitteeFilter = (typeof committeeFilters)[number];

export const CommitteeListQuery = Type.Object({
  chamber: StringEnum(committeeFilters, {
    default: 'joint',
    description: 'a chamber, or a kind (standing, floor)',
  }),
});
export type CommitteeListQuery = Static<typeof CommitteeListQuery>;

/** A row of the Committees card and list (spec §3 Committee). */
export const CommitteeSummary = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  /** Full name as published, e.g. 'Joint Committee on Education'. */
  committee_name: Type.String(),
  /** Name with the chamber prefix stripped (spec §2), e.g. 'Education'. */
  committee_display_name: Type.String(),
  short_name: Type.String(),
  chamber: StringEnum(['joint', 'house', 'senate'] as const),
  kind: StringEnum(['standing', 'floor', 'special'] as const),
  member_count: Type.Integer(),
});
export type CommitteeSummary = Static<typeof CommitteeSummary>;

export const CommitteeList = Type.Array(CommitteeSummary);
export type CommitteeList = Static<typeof CommitteeList>;

export const CommitteeMember = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  short_full_name: Type.String(),
  chamber: StringEnum(['house', 'senate', 'executive'] as const),
  party: Type.Union([Type.String(), Type.Null()]),
  image_or_placeholder: Type.String(),
  role: Type.String(),
});

/** Hearings shown each way on a committee's page. */
export const COMMITTEE_HEARINGS_SHOWN = 10;

export const CommitteeDetail = Type.Evaluate(
  Type.Intersect([
    CommitteeSummary,
    Provenance,
    Type.Object({
      members: Type.Array(CommitteeMember),
      /** Meetings from today on (soonest first) and before today (latest first), each capped. */
      hearings: Type.Object({ upcoming: Type.Array(Meeting), past: Type.Array(Meeting) }),
    }),
  ]),
);
export type CommitteeDetail = Static<typeof CommitteeDetail>;
