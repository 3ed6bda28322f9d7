import { Type, type Static } from 'typebox';
import { StringEnum } from './common.js';

export const LiveCalendarQuery = Type.Object({
  chamber: StringEnum(['house', 'senate'] as const, { default: 'house' }),
});
export type LiveCalendarQuery = Static<typeof LiveCalendarQuery>;

/** One floor action (spec §3 Live calendar action). */
export const LiveCalendarAction = Type.Object({
  id: Type.Integer(),
  action_date: Type.String(),
  abbreviation: Type.Union([Type.String(), Type.Null()]),
  real_action: Type.String(),
  bill: Type.Object({
    id: Type.Integer(),
    url: Type.String(),
    bill_type: Type.String(),
    bill_number: Type.Integer(),
    short_title: Type.Union([Type.String(), Type.Null()]),
    floor_notes: Type.Union([Type.String(), Type.Null()]),
    primary_sponsor: Type.Union([
      Type.Object({ legislator: Type.Object({ short_full_name: Type.String() }) }),
      Type.Null(),
    ]),
  }),
});
export type LiveCalendarAction = Static<typeof LiveCalendarAction>;

/** Actions grouped by day, newest day first (spec §7: an array of groups of actions). */
export const LiveCalendarDay = Type.Object({ date: Type.String(), actions: Type.Array(LiveCalendarAction) });
export const LiveCalendar = Type.Array(LiveCalendarDay);
export type LiveCalendar = Static<typeof LiveCalendar>;
