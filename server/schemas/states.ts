import { Type, type Static } from 'typebox';
import { StateCode, StringEnum } from './common.js';

/** A state the server holds, with what the app needs to show it (server/jurisdictions/state-profiles.ts). */
export const StateInfo = Type.Object({
  code: StateCode,
  /** Open States' jurisdiction id, e.g. ocd-jurisdiction/country:us/state:ma/government. */
  ocd_id: Type.String(),
  name: Type.String(),
  /** The legislature's own name, e.g. 'General Court'. */
  legislature: Type.String(),
  /** The capitol's IANA time zone: the legislature's calendar day. */
  time_zone: Type.String(),
  chambers: Type.Object({ house: Type.String(), senate: Type.String() }),
  /** Bill types each chamber files ('H', 'HD' / 'HB', 'HJR'…); the search box rewrites to the first. */
  bill_prefixes: Type.Object({ house: Type.Array(Type.String()), senate: Type.Array(Type.String()) }),
  /** The search pages' layout (spec §2/§9). */
  search_layout: StringEnum(['Massachusetts', 'Missouri'] as const),
  /** The legislature's public site. */
  website: Type.String(),
  /** The session lists start at: the state's current one, else its latest. Null while it has none. */
  current_session: Type.Union([Type.String(), Type.Null()]),
  /** The demo data's fictitious state. */
  demo: Type.Boolean(),
  /**
   * Today in this legislature as the server counts it (plugins/clock.ts): the demo's own fixed day on
   * demo data. What the app dates things with (a report's title), not the phone's calendar.
   */
  today: Type.String({ format: 'date' }),
  /**
   * When an import or sync last wrote the state's data (ISO 8601 instant); null before any. The server
   * always sends it and data_source; optional in the type only until the client's fixtures name them.
   */
  data_as_of: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Where that data came from, e.g. 'Open States API', 'malegislature.gov', 'MAPLE'; null before any. */
  data_source: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type StateInfo = Static<typeof StateInfo>;

export const StateList = Type.Object({
  states: Type.Array(StateInfo),
  /**
   * The state this request is answered for: ?state=, else the account's, else this device's, else the
   * server's DEFAULT_STATE, else the only one held. Null when the reader has to pick one.
   */
  current: Type.Union([StateCode, Type.Null()]),
});
export type StateList = Static<typeof StateList>;

export const PickStateBody = Type.Object(
  { state: StateCode },
  {
    additionalProperties: false,
    description: 'Remembers the state on this device and, signed in, the account',
  },
);
export type PickStateBody = Static<typeof PickStateBody>;
