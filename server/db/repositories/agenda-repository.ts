import { committeeUrl } from '../../lib/urls.js';
import type { Db } from '../database.js';
import { selectMeetingsWithCommittee } from './meetings-repository.js';
import { inRequestState } from './request-state.js';

/** A personal agenda never needs more rows than a phone can scroll through. */
export const AGENDA_LIMIT = 200;
/** More meetings than any legislature holds in one day; only a bound on the response. */
export const SCHEDULE_LIMIT = 100;

export interface AgendaEventValues {
  meeting_id: number;
  jurisdiction_id: number;
  event_date: string;
  event_time: string | null;
  link: string | null;
  details: string;
  details2: string | null;
  bill_count: number;
}

type MeetingForAgenda = NonNullable<Awaited<ReturnType<ReturnType<typeof agendaRepository>['meeting']>>>;

/** What an agenda item copies from the meeting it is added from (spec §3 Agenda event). */
export function agendaValuesFor(meeting: MeetingForAgenda): AgendaEventValues {
  return {
    meeting_id: meeting.id,
    jurisdiction_id: meeting.jurisdiction_id,
    event_date: meeting.meeting_date,
    event_time: meeting.meeting_time,
    link: meeting.url ?? (meeting.committee_id ? committeeUrl(meeting.committee_id) : null),
    details: meeting.title,
    details2: meeting.committee_name,
    bill_count: Number(meeting.bill_count ?? 0),
  };
}

export function agendaRepository(db: Db) {
  // The location is read from the meeting (it may move rooms after the item was added).
  const agendaEvents = () =>
    db
      .selectFrom('agenda_events as a')
      .leftJoin('meetings as m', 'm.id', 'a.meeting_id')
      .select([
        'a.id',
        'a.meeting_id',
        'a.event_date',
        'a.event_time',
        'a.link',
        'a.details',
        'a.details2',
        'a.bill_count',
        'a.created_at',
        'm.location',
      ]);

  return {
    /**
     * The user's latest items in the request's state (by date, so old ones never push new ones past the
     * limit); `everyState` for the calendar feed, which is the reader's whole agenda. Callers order them
     * for display by date and clock time, which text order gets wrong ('9:30 AM' > '10:00 AM').
     */
    list(userId: number, options: { everyState?: boolean } = {}) {
      let query = agendaEvents().where('a.user_id', '=', userId);
      if (!options.everyState) query = query.$call(inRequestState('a.jurisdiction_id'));
      return query.orderBy('a.event_date', 'desc').orderBy('a.id', 'desc').limit(AGENDA_LIMIT).execute();
    },

    /** One item, only when it belongs to `userId`: another user's id is indistinguishable from none. */
    findOwned(userId: number, id: number) {
      return agendaEvents().where('a.user_id', '=', userId).where('a.id', '=', id).executeTakeFirst();
    },

    findByMeeting(userId: number, meetingId: number) {
      return agendaEvents()
        .where('a.user_id', '=', userId)
        .where('a.meeting_id', '=', meetingId)
        .executeTakeFirst();
    },

    async insert(userId: number, values: AgendaEventValues): Promise<number> {
      const row = await db
        .insertInto('agenda_events')
        .values({ ...values, user_id: userId, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('agenda_events')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** A meeting with what an agenda item copies from it: committee and number of bills heard. */
    meeting(id: number) {
      return meetingsWithCommittee(db).where('m.id', '=', id).executeTakeFirst();
    },

    /** One day's hearings and floor sessions, with the user's agenda item for each when signed in. */
    meetingsOn(date: string, userId: number | null) {
      return meetingsWithCommittee(db)
        .select((eb) =>
          eb
            .selectFrom('agenda_events as a')
            .select('a.id')
            .whereRef('a.meeting_id', '=', 'm.id')
            .where('a.user_id', '=', userId ?? 0)
            .limit(1)
            .as('agenda_id'),
        )
        .where('m.meeting_date', '=', date)
        .$call(inRequestState('m.jurisdiction_id'))
        .orderBy('m.id')
        .limit(SCHEDULE_LIMIT)
        .execute();
    },

    /** The nearest days before and after `date` that have meetings, for the schedule's day arrows. */
    async adjacentMeetingDates(date: string) {
      const [previous, next] = await Promise.all([
        db
          .selectFrom('meetings')
          .select((eb) => eb.fn.max('meeting_date').as('day'))
          .where('meeting_date', '<', date)
          .$call(inRequestState('jurisdiction_id'))
          .executeTakeFirst(),
        db
          .selectFrom('meetings')
          .select((eb) => eb.fn.min('meeting_date').as('day'))
          .where('meeting_date', '>', date)
          .$call(inRequestState('jurisdiction_id'))
          .executeTakeFirst(),
      ]);
      return { previous: previous?.day ?? null, next: next?.day ?? null };
    },

    feedCreatedAt(userId: number) {
      return db
        .selectFrom('agenda_feeds')
        .select('created_at')
        .where('user_id', '=', userId)
        .executeTakeFirst()
        .then((row) => row?.created_at ?? null);
    },

    /**
     * One feed per user: a new token replaces (and so revokes) the old one. An upsert, so two requests
     * racing each other both succeed and the later token stands.
     */
    async replaceFeed(userId: number, tokenHash: string): Promise<string> {
      const createdAt = new Date().toISOString();
      await db
        .insertInto('agenda_feeds')
        .values({ user_id: userId, token_hash: tokenHash, created_at: createdAt })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: createdAt }),
        )
        .execute();
      return createdAt;
    },

    async deleteFeed(userId: number): Promise<boolean> {
      const result = await db.deleteFrom('agenda_feeds').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    feedOwner(tokenHash: string) {
      return db
        .selectFrom('agenda_feeds')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()
        .then((row) => row?.user_id ?? null);
    },
  };
}

function meetingsWithCommittee(db: Db) {
  return selectMeetingsWithCommittee(db)
    .select('m.url')
    .select((eb) =>
      eb
        .selectFrom('meeting_bills as mb')
        .whereRef('mb.meeting_id', '=', 'm.id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('bill_count'),
    );
}
