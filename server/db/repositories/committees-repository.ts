import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { CommitteeFilter } from '../../schemas/committees.js';
import { inRequestState } from './request-state.js';

export function committeesRepository(db: Db) {
  const withMemberCount = () =>
    db
      .selectFrom('committees as c')
      .select(['c.id', 'c.jurisdiction_id', 'c.external_id', 'c.name', 'c.chamber', 'c.kind', 'c.url'])
      .select((eb) =>
        eb
          .selectFrom('committee_memberships as m')
          .whereRef('m.committee_id', '=', 'c.id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('member_count'),
      );

  return {
    /**
     * A chamber filter lists that chamber's hearing committees (the floor is not a committee one joins);
     * 'standing' and 'floor' list that kind across chambers (spec §2 Standing/Floor toggle).
     */
    async list(filter: CommitteeFilter) {
      let query = withMemberCount().$call(inRequestState('c.jurisdiction_id'));
      query =
        filter === 'standing' || filter === 'floor'
          ? query.where('c.kind', '=', filter)
          : query.where('c.chamber', '=', filter).where('c.kind', '!=', 'floor');
      return query.orderBy('c.name').orderBy('c.id').execute();
    },

    async findById(id: number) {
      return withMemberCount().where('c.id', '=', id).executeTakeFirst();
    },

    async membersOf(committeeId: number) {
      return (
        db
          .selectFrom('committee_memberships as m')
          .innerJoin('legislators as l', 'l.id', 'm.legislator_id')
          .select(['l.id', 'l.short_full_name', 'l.chamber', 'l.party', 'l.photo_url', 'm.role'])
          .where('m.committee_id', '=', committeeId)
          // Leadership first, as committee pages list them.
          .orderBy(
            sql`case m.role when 'chair' then 0 when 'vice chair' then 1 when 'ranking member' then 2 else 3 end`,
          )
          .orderBy('l.family_name')
          .orderBy('l.id')
          .execute()
      );
    },
  };
}
