import { Type, type Static } from 'typebox';
import { StringEnum } from './common.js';
import { Vote, votePositions } from './votes.js';

export const legislatorChamberFilters = ['house', 'senate', 'inactive'] as const;
export type LegislatorChamberFilter = (typeof legislatorChamberFilters)[number];

export const LegislatorListQuery = Type.Object({
  chamber: StringEnum(legislatorChamberFilters, {
    default: 'house',
    description: 'inactive = no longer serving',
  }),
});
export type LegislatorListQuery = Static<typeof LegislatorListQuery>;

/** A row of the Legislators card and list (spec §3 Legislator). */
export const LegislatorSummary = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  short_full_name: Type.String(),
  full_name: Type.String(),
  chamber: StringEnum(['house', 'senate'] as const),
  party: Type.Union([Type.String(), Type.Null()]),
  district: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  /** The photo when we have one, otherwise the placeholder image (spec §3 image_or_placeholder). */
  image_or_placeholder: Type.String(),
  has_photo: Type.Boolean(),
});
export type LegislatorSummary = Static<typeof LegislatorSummary>;

export const LegislatorList = Type.Array(LegislatorSummary);
export type LegislatorList = Static<typeof LegislatorList>;

export const LegislatorCommitteeRole = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  committee_name: Type.String(),
  short_name: Type.String(),
  role: Type.String(),
});

/** How many sponsored bills and votes a legislator's page shows; the counts say how many there are in all. */
export const LEGISLATOR_BILLS_SHOWN = 10;
export const LEGISLATOR_VOTES_SHOWN = 10;

export const SponsoredBill = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  bill_type_number: Type.String(),
  short_bill_name: Type.String(),
  status: Type.String(),
  session_name: Type.String(),
  last_action_date: Type.Union([Type.String(), Type.Null()]),
});
export type SponsoredBill = Static<typeof SponsoredBill>;

/** One of the legislator's recorded positions and the roll call it was cast in. */
export const LegislatorVote = Type.Object({
  position: StringEnum(votePositions),
  roll_call: Vote,
});
export type LegislatorVote = Static<typeof LegislatorVote>;

export const LegislatorDetail = Type.Evaluate(
  Type.Intersect([
    LegislatorSummary,
    Type.Object({
      email: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
      address: Type.Union([Type.String(), Type.Null()]),
      profile_url: Type.Union([Type.String(), Type.Null()]),
      committees: Type.Array(LegislatorCommitteeRole),
      /** The latest bills filed as primary sponsor (at most LEGISLATOR_BILLS_SHOWN). */
      sponsored_bills: Type.Array(SponsoredBill),
      sponsored_bill_count: Type.Integer(),
      /** The latest recorded positions, newest first (at most LEGISLATOR_VOTES_SHOWN). */
      recent_votes: Type.Array(LegislatorVote),
    }),
  ]),
);
export type LegislatorDetail = Static<typeof LegislatorDetail>;
