// `legislators` and `committees` records (spec §3 legislator and committee hits).
import type { Db } from '../../../db/database.js';
import { stripCommitteePrefix } from '../../../lib/committee-names.js';
import { committeeUrl, legislatorUrl } from '../../../lib/urls.js';
import type { SearchRecord } from '../../types.js';
import { compact } from './text-utils.js';

export async function legislatorRecords(db: Db): Promise<SearchRecord[]> {
  const rows = await db
    .selectFrom('legislators')
    .select([
      'id',
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
        full_name: l.full_name,
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

export async function committeeRecords(db: Db): Promise<SearchRecord[]> {
  const rows = await db
    .selectFrom('committees')
    .select(['id', 'name', 'chamber', 'kind'])
    .orderBy('id')
    .execute();
  return rows.map((c) => ({
    objectID: String(c.id),
    id: c.id,
    committee_name: c.name,
    committee_display_name: stripCommitteePrefix(c.name),
    url: committeeUrl(c.id),
    chamber: c.chamber,
    kind: c.kind,
  }));
}
