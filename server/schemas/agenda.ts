import { Type, type Static } from 'typebox';
import { Id, StringEnum } from './common.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** An item of the signed-in user's agenda (spec §3 Agenda event, plus the meeting it came from). */
export const AgendaEvent = Type.Object({
  id: Type.Integer(),
  /** The meeting added from Today's Schedule; null if that meeting was since removed. */
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  time: Type.Union([Type.String({ description: "as noticed, e.g. '10:00 AM' (Boston time)" }), Type.Null()]),
  /** In-app page of the meeting's committee (or the meeting's own url). */
  link: NullableString,
  /** The meeting's title. */
  details: Type.String(),
  /** The committee or chamber holding it. */
  details2: NullableString,
  location: NullableString,
  billCount: Type.Integer({ minimum: 0 }),
  google_calendar_link: Type.String({ description: 'Google Calendar "add event" URL' }),
  apple_calendar_link: Type.String({ description: 'the .ics file of this item' }),
  outlook_calendar_link: Type.String({ description: 'the .ics file of this item' }),
});
export type AgendaEvent = Static<typeof AgendaEvent>;

/** The agenda, soonest first (at most 200 items). */
export const AgendaList = Type.Array(AgendaEvent);
export type AgendaList = Static<typeof AgendaList>;

export const AddAgendaItemBody = Type.Object({
  meeting_id: Id({ description: "a meeting id from Today's Schedule" }),
});
export type AddAgendaItemBody = Static<typeof AddAgendaItemBody>;

export const ScheduleQuery = Type.Object({
  date: Type.Optional(
    Type.String({ format: 'date', description: "YYYY-MM-DD; default today in the legislature's time zone" }),
  ),
});
export type ScheduleQuery = Static<typeof ScheduleQuery>;

/** A hearing or floor session on the schedule. */
export const ScheduleMeeting = Type.Object({
  id: Type.Integer(),
  meeting_type: StringEnum(['hearing', 'formal_session'] as const),
  chamber: StringEnum(['joint', 'house', 'senate'] as const),
  title: Type.String(),
  committee: Type.Union([Type.Object({ id: Type.Integer(), short_name: Type.String() }), Type.Null()]),
  date: Type.String(),
  time: NullableString,
  location: NullableString,
  link: NullableString,
  billCount: Type.Integer({ minimum: 0 }),
  /** The signed-in user's agenda item for this meeting; null when not on the agenda or signed out. */
  agenda_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type ScheduleMeeting = Static<typeof ScheduleMeeting>;

/** One day's meetings (Today's Schedule), with the nearest earlier and later days that have any. */
export const Schedule = Type.Object({
  date: Type.String(),
  previous_date: NullableString,
  next_date: NullableString,
  meetings: Type.Array(ScheduleMeeting),
});
export type Schedule = Static<typeof Schedule>;

/**
 * The private iCalendar subscription of the whole agenda. Only a hash of its secret is stored, so
 * `url_path` is returned once, when the feed is created or replaced.
 */
export const AgendaFeed = Type.Object({
  active: Type.Boolean(),
  created_at: NullableString,
  url_path: NullableString,
});
export type AgendaFeed = Static<typeof AgendaFeed>;

export const IcsParams = Type.Object({ id: Id({ description: 'agenda item id' }) });

export const FeedParams = Type.Object({
  token: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'the secret of a calendar feed URL' }),
});
export type FeedParams = Static<typeof FeedParams>;
