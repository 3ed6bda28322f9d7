import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * A member's short name as it was on a day: the title of the legislative role they held then ('Sen.'
 * for a 2021 cosponsor who is a Representative or the Auditor today), else their current short name (for
 * people without a role history, such as the demo data's). `legislator` is the alias of a joined
 * legislators row; `day` an ISO day expression. The subquery's alias is one no caller uses, so an outer
 * `r` (roll calls) is never shadowed.
 */
export function shortNameAsOf<T extends string | null = string>(
  legislator: string,
  day: Expression<string | null>,
): RawBuilder<T> {
  const id = sql.ref(`${legislator}.id`);
  return sql<T>`coalesce(
    (select held_role.title || ' ' || ${sql.ref(`${legislator}.full_name`)}
       from legislator_roles held_role
      where held_role.legislator_id = ${id}
        and held_role.chamber <> 'executive'
        and (held_role.start_date is null or held_role.start_date <= ${day})
        and (held_role.end_date is null or held_role.end_date >= ${day})
      order by held_role.start_date desc
      limit 1),
    ${sql.ref(`${legislator}.short_full_name`)})`;
}
