import { Type, type Static } from 'typebox';
import { StateCode, StringEnum } from './common.js';

/** Rows per page of the meetings lists (spec §9 page size). */
export const MEETINGS_PAGE_SIZE = 20;

export const meetingDisplays = ['testimony', 'formalSessions'] as const;
export type MeetingDisplay = (typeof meetingDisplays)[number];

/** The `chamber` values each display accepts, the first being its default (spec §2 toggles). */
export const meetingChambersByDisplay = {
  testimony: ['oral', 'written'],
  formalSessions: ['house', 'senate'],
} as const satisfies Record<MeetingDisplay, readonly string[]>;
export type TestimonyKind = (typeof meetingChambersByDisplay.testimony)[number];
export type FloorChamber = (typeof meetingChambersByDisplay.formalSessions)[number];
export type MeetingChamber = TestimonyKind | FloorChamber;

export const MeetingListParams = Type.Object({
  display: StringEnum(meetingDisplays, {
    description: 'testimony = hearings with testimony; formalSessions = floor sessions (Floor Debate)',
  }),
});
export type MeetingListParams = Static<typeof MeetingListParams>;

export const MeetingListQuery = Type.Object({
  // Which values fit depends on the display, so the route checks the pair and names the allowed ones.
  chamber: Type.Optional(
    StringEnum(['house', 'senate', 'oral', 'written'] as const, {
      description:
        'oral | written for testimony (default oral); house | senate for formalSessions (default house)',
    }),
  ),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: '20 meetings a page' }),
});
export type MeetingListQuery = Static<typeof MeetingListQuery>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A row of the Meetings table (spec §3 Meeting). */
export const Meeting = Type.Object({
  id: Type.Integer(),
  /** The in-app meeting page, which lists its testimony, recordings and bills. */
  url: Type.String(),
  meeting_type_id: StringEnum(['hearing', 'formal_session'] as const),
  chamber: StringEnum(['joint', 'house', 'senate'] as const),
  title: Type.String(),
  /** ISO day, e.g. 2026-03-15. */
  meeting_date: Type.String(),
  /** As the notice prints it, e.g. '10:00 AM'. */
  meeting_time: NullableString,
  short_location: NullableString,
  committee_id: Type.Union([Type.Integer(), Type.Null()]),
  /** short_name has the chamber prefix stripped (spec §2). */
  committee: Type.Union([
    Type.Object({ id: Type.Integer(), url: Type.String(), short_name: Type.String() }),
    Type.Null(),
  ]),
  /** Oral plus written testimony documents. */
  testimony_count: Type.Integer(),
  floor_debate_count: Type.Integer(),
  // The latest document of the kind the list is about (oral or written testimony, floor debate
  // recordings); null where there is none or the list is not about documents.
  filename: NullableString,
  file_path: NullableString,
  author: NullableString,
  /** The document's date, US style: 'Mar 15, 2026'. */
  file_date_formatted: NullableString,
});
export type Meeting = Static<typeof Meeting>;

/** The paged-list envelope of the app (spec §7): an empty `data` array ends the list. */
export const MeetingPage = Type.Object({ data: Type.Array(Meeting) });
export type MeetingPage = Static<typeof MeetingPage>;

export const MeetingDocument = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(['oral_testimony', 'written_testimony', 'floor_debate', 'agenda', 'other'] as const),
  title: Type.String(),
  author: NullableString,
  file_name: NullableString,
  /** Where the file itself is published. */
  file_path: NullableString,
  file_date: NullableString,
});
export type MeetingDocument = Static<typeof MeetingDocument>;

export const MeetingDetail = Type.Evaluate(
  Type.Intersect([
    Meeting,
    Type.Object({
      /** The state the meeting is held in: a shared link opens there (issue 15). */
      state: StateCode,
      documents: Type.Array(MeetingDocument),
      bills: Type.Array(
        Type.Object({
          id: Type.Integer(),
          url: Type.String(),
          bill_type_number: Type.String(),
          short_bill_name: Type.String(),
        }),
      ),
    }),
  ]),
);
export type MeetingDetail = Static<typeof MeetingDetail>;
