import { Type, type Static } from 'typebox';
import { StringEnum } from './common.js';

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

export const LegislatorDetail = Type.Evaluate(
  Type.Intersect([
    LegislatorSummary,
    Type.Object({
      email: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
      address: Type.Union([Type.String(), Type.Null()]),
      profile_url: Type.Union([Type.String(), Type.Null()]),
      committees: Type.Array(LegislatorCommitteeRole),
    }),
  ]),
);
export type LegislatorDetail = Static<typeof LegislatorDetail>;
