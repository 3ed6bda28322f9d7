import type { Db } from '../database.js';
import type { Chamber } from '../types.js';
import { paged, type Page } from './paging.js';
import { shortNameAsOf } from './names-as-of.js';
import { sql } from 'kysely';
import { inRequestState } from './request-state.js';

export function votesRepository(db: Db) {
  const rollCalls = () =>
    db
      .selectFrom('roll_calls as r')
      .innerJoin('legislative_sessions as s', 's.id', 'r.session_id')
      .leftJoin('bills as b', 'b.id', 'r.bill_id')
      .select([
        'r.id',
        'r.jurisdiction_id',
        'r.external_id',
        'r.source_url',
        'r.counts_source',
        'r.chamber',
        'r.vote_date',
        'r.motion',
        'r.result',
        'r.yes_count',
        'r.no_count',
        'r.absent_count',
        'r.other_count',
        'r.roll_call_number',
        's.name as session_name',
        'b.id as bill_id',
        'b.bill_type_number',
        'b.title as bill_title',
        'b.short_title as bill_short_title',
      ]);

  /** Newest first; within a day the clerk's numbering, highest first (the last vote taken). */
  const latestRollCalls = () =>
    rollCalls()
      .orderBy('r.vote_date', 'desc')
      .orderBy('r.roll_call_number', (ob) => ob.desc().nullsLast())
      .orderBy('r.id', 'desc');

  return {
    async list(chamber: Chamber, page: Page) {
      return latestRollCalls()
        .where('r.chamber', '=', chamber)
        .$call(inRequestState('r.jurisdiction_id'))
        .$call(paged(page))
        .execute();
    },

    async findById(id: number) {
      return rollCalls().where('r.id', '=', id).executeTakeFirst();
    },

    /** Every recorded position, in family-name order; voters not matched to a legislator keep their name. */
    async positionsOf(rollCallId: number) {
      return (
        db
          .selectFrom('roll_call_positions as p')
          .innerJoin('roll_calls as r', 'r.id', 'p.roll_call_id')
          .leftJoin('legislators as l', 'l.id', 'p.legislator_id')
          .select(['p.legislator_id', 'p.voter_name', 'p.position', 'l.party'])
          // As members were called on the day: a Representative then, a Senator now, reads 'Rep.'.
          .select(shortNameAsOf<string | null>('l', sql.ref('r.vote_date')).as('short_full_name'))
          .where('p.roll_call_id', '=', rollCallId)
          .orderBy((eb) => eb.fn.coalesce('l.family_name', 'p.voter_name'))
          .orderBy('p.voter_name')
          .orderBy('p.id')
          .execute()
      );
    },

    /** A legislator's latest recorded positions with the roll call and its bill. */
    async ofLegislator(legislatorId: number, limit: number) {
      return latestRollCalls()
        .innerJoin('roll_call_positions as p', 'p.roll_call_id', 'r.id')
        .select('p.position')
        .where('p.legislator_id', '=', legislatorId)
        .limit(limit)
        .execute();
    },
  };
}

export type RollCallRow = NonNullable<Awaited<ReturnType<ReturnType<typeof votesRepository>['findById']>>>;
