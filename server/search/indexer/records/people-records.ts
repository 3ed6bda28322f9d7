// `legislators` and `committees` records (spec §3 legislator and committee hits).
import type { Db } from '../../../db/database.js';
import { stripCommitteePrefix } from '../../../lib/committee-names.js';
import { committeeUrl, legislatorUrl } from '../../../lib/urls.js';
import type { SearchRecord } from '../../types.js';
import { compact, type StateCodes } from './text-utils.js';

/** other_names is a JSON array of strings. */
function otherNames(json: string): string[] | undefined {
  try {
    const names: unknown = JSON.parse(json);
    const list = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
    return list.length > 0 ? list : undefined;
  } catch {
    return undefined;
  }
}

export async function legislatorRecords(db: Db, states: StateCodes): Promise<SearchRecord[]> {
  const rows = await db
    .selectFrom('legislators')
    .select([
      'id',
      'jurisdiction_id',
      'other_names',
      'full_name',
      'short_full_name',
      'chamber',
      'party',
      'district',
      'active',
      'address',
      'phone',
      'email',
    ])
    .orderBy('id')
    .execute();
  return rows.map(
    (l) =>
      compact({
        objectID: String(l.id),
        id: l.id,
        state: states.get(l.jurisdiction_id),
        full_name: l.full_name,
        // 'Ronald Mariano' finds Ron Mariano.
        other_names: otherNames(l.other_names),
        short_full_name: l.short_full_name,
        url: legislatorUrl(l.id),
        chamber: l.chamber,
        party: l.party ?? undefined,
        district: l.district ?? undefined,
        active: l.active === 1,
        address: l.address ?? undefined,
        phone: l.phone ?? undefined,
        email: l.email ?? undefined,
      }) as SearchRecord,
  );
}

export async function committeeRecords(db: Db, states: StateCodes): Promise<SearchRecord[]> {
  const rows = await db
    .selectFrom('committees')
    .select(['id', 'jurisdiction_id', 'name', 'chamber', 'kind'])
    .orderBy('id')
    .execute();
  return rows.map(
    (c) =>
      compact({
        objectID: String(c.id),
        id: c.id,
        state: states.get(c.jurisdiction_id),
        committee_name: c.name,
        committee_display_name: stripCommitteePrefix(c.name),
        url: committeeUrl(c.id),
        chamber: c.chamber,
        kind: c.kind,
      }) as SearchRecord,
  );
}
