import { Type, type Static } from 'typebox';
import { Provenance, StringEnum } from './common.js';

/** Roll calls per page of the votes lists (spec §9 page size). */
export const VOTES_PAGE_SIZE = 20;

export const VoteListQuery = Type.Object({
  chamber: StringEnum(['house', 'senate'] as const, { default: 'house' }),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: '20 roll calls a page' }),
});
export type VoteListQuery = Static<typeof VoteListQuery>;
export type VoteChamber = VoteListQuery['chamber'];

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const VoteBill = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  bill_type_number: Type.String(),
  short_bill_name: Type.String(),
});
export type VoteBill = Static<typeof VoteBill>;

/** A row of the Votes table (spec §3 Vote). */
export const Vote = Type.Object({
  id: Type.Integer(),
  /** The in-app roll-call page. */
  url: Type.String(),
  chamber: StringEnum(['house', 'senate'] as const),
  /** ISO day. */
  vote_date: Type.String(),
  /** The question put to the vote, e.g. 'Passage to be engrossed' (the table's Description). */
  title: Type.String(),
  /** 'Passed', 'Failed', 'Adopted', 'Rejected', or null when the source does not say. */
  result: NullableString,
  /** Null for roll calls not taken on a bill (procedural votes). */
  bill: Type.Union([VoteBill, Type.Null()]),
  /** Tallies; all four null when the source publishes none and lists no voters ("Tallies not published"). */
  yes_count: Type.Union([Type.Integer(), Type.Null()]),
  no_count: Type.Union([Type.Integer(), Type.Null()]),
  absent_count: Type.Union([Type.Integer(), Type.Null()]),
  /** Present but not voting, or any other answer. */
  other_count: Type.Union([Type.Integer(), Type.Null()]),
  /** 'published': the source's figures; 'computed': counted from the recorded votes; null: no tallies. */
  counts_source: Type.Union([StringEnum(['published', 'computed'] as const), Type.Null()]),
  /** The clerk's number within the chamber and session (RC#); null when the source has none. */
  roll_call_number: Type.Union([Type.Integer(), Type.Null()]),
});
export type Vote = Static<typeof Vote>;

/** The paged-list envelope of the app (spec §7): an empty `data` array ends the list. */
export const VotePage = Type.Object({ data: Type.Array(Vote) });
export type VotePage = Static<typeof VotePage>;

export const votePositions = ['yes', 'no', 'absent', 'not voting', 'other'] as const;
export type VotePosition = (typeof votePositions)[number];

/** How one member voted; `url` is null when the voter is not matched to a legislator. */
export const MemberVote = Type.Object({
  legislator_id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  url: NullableString,
  party: NullableString,
  position: StringEnum(votePositions),
});
export type MemberVote = Static<typeof MemberVote>;

export const VoteDetail = Type.Evaluate(
  Type.Intersect([
    Vote,
    Provenance,
    Type.Object({
      session_name: Type.String(),
      /** Members in name order; the client groups them by position. */
      members: Type.Array(MemberVote),
    }),
  ]),
);
export type VoteDetail = Static<typeof VoteDetail>;
