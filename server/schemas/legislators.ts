import { Type, type Static } from 'typebox';
import { Provenance, StringEnum } from './common.js';
import { Vote, votePositions } from './votes.js';

export const legislatorChamberFilters = ['house', 'senate', 'inactive', 'executive'] as const;
export type LegislatorChamberFilter = (typeof legislatorChamberFilters)[number];

export const LegislatorListQuery = Type.Object({
  chamber: StringEnum(legislatorChamberFilters, {
    default: 'house',
    description: 'inactive = no longer serving; executive = the executive branch (Governor, Auditor…)',
  }),
});
export type LegislatorListQuery = Static<typeof LegislatorListQuery>;

/** A row of the Legislators card and list (spec §3 Legislator). */
export const LegislatorSummary = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  short_full_name: Type.String(),
  full_name: Type.String(),
  /** The current role's; 'executive' for officials of the executive branch. */
  chamber: StringEnum(['house', 'senate', 'executive'] as const),
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
  /** Null when the source has no history for the bill. */
  status: Type.Union([Type.String(), Type.Null()]),
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

/** One role the person held, newest first: 'Sen.' for First Essex from 2019 to 2023. */
export const LegislatorRole = Type.Object({
  title: Type.String(),
  chamber: StringEnum(['house', 'senate', 'executive'] as const),
  district: Type.Union([Type.String(), Type.Null()]),
  start_date: Type.Union([Type.String(), Type.Null()]),
  /** Null while the role is held. */
  end_date: Type.Union([Type.String(), Type.Null()]),
});
export type LegislatorRole = Static<typeof LegislatorRole>;

export const LegislatorDetail = Type.Evaluate(
  Type.Intersect([
    LegislatorSummary,
    Provenance,
    Type.Object({
      /** Other names the person is known by (search finds them by these too). */
      other_names: Type.Array(Type.String()),
      /** A leadership office held now, e.g. 'Speaker of the House'. */
      leadership: Type.Union([Type.String(), Type.Null()]),
      roles: Type.Array(LegislatorRole),
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
