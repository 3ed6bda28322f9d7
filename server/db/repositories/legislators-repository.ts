import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { LegislatorChamberFilter } from '../../schemas/legislators.js';
import { latestActionFirst } from './bill-queries.js';
import { inRequestState } from './request-state.js';

const summaryColumns = [
  'id',
  'jurisdiction_id',
  'full_name',
  'short_full_name',
  'chamber',
  'party',
  'district',
  'active',
  'photo_url',
  'family_name',
] as const;

export function legislatorsRepository(db: Db) {
  return {
    /**
     * 'house' and 'senate' list serving members; 'inactive' lists former members of either chamber;
     * 'executive' the serving officials of the executive branch.
     */
    async list(filter: LegislatorChamberFilter) {
      let query = db
        .selectFrom('legislators')
        .select(summaryColumns)
        .$call(inRequestState('jurisdiction_id'));
      // Former members of either chamber; former officials who never sat (a past Governor) are no
      // legislators, and those who did are filed under their last chamber by the importer.
      query =
        filter === 'inactive'
          ? query.where('active', '=', 0).where('chamber', 'in', ['house', 'senate'])
          : query.where('chamber', '=', filter).where('active', '=', 1);
      return query.orderBy('family_name').orderBy('full_name').orderBy('id').execute();
    },

    async findById(id: number) {
      return db
        .selectFrom('legislators')
        .select([
          ...summaryColumns,
          'external_id',
          'email',
          'phone',
          'address',
          'profile_url',
          'other_names',
          'leadership',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Every role the person held, the current or latest first. */
    async rolesOf(legislatorId: number) {
      return db
        .selectFrom('legislator_roles')
        .select(['title', 'chamber', 'district', 'start_date', 'end_date'])
        .where('legislator_id', '=', legislatorId)
        .orderBy(sql`coalesce(end_date, '9999-12-31')`, 'desc')
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async committeesOf(legislatorId: number) {
      return db
        .selectFrom('committee_memberships as m')
        .innerJoin('committees as c', 'c.id', 'm.committee_id')
        .select(['c.id', 'c.name', 'm.role'])
        .where('m.legislator_id', '=', legislatorId)
        .orderBy('c.name')
        .execute();
    },

    /** The bills a legislator filed as primary sponsor, most recently active first, and how many in all. */
    async sponsoredBills(legislatorId: number, limit: number) {
      const [bills, total] = await Promise.all([
        db
          .selectFrom('bills as b')
          .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
          .select([
            'b.id',
            'b.bill_type_number',
            'b.title',
            'b.short_title',
            'b.status',
            'b.last_action_date',
            's.name as session_name',
          ])
          .where('b.primary_sponsor_id', '=', legislatorId)
          .$call(latestActionFirst)
          .limit(limit)
          .execute(),
        db
          .selectFrom('bills')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('primary_sponsor_id', '=', legislatorId)
          .executeTakeFirstOrThrow(),
      ]);
      return { bills, total: Number(total.n) };
    },
  };
}
