import type { Db } from '../../../db/database.js';
import { billUrl, committeeUrl, legislatorUrl } from '../../../lib/urls.js';
import { channelsOf, type FollowRow } from '../../../notifications/follows-repository.js';
import { searchLabel } from '../../../notifications/saved-searches.js';
import type { Follow, FollowedSearch } from '../../../schemas/notifications.js';

/** The bill search page showing a followed search: `q`, the shared chamber, the Bills tab's facets. */
export function searchUrl(search: FollowedSearch): string {
  const params = new URLSearchParams();
  if (search.query.trim()) params.append('q', search.query.trim());
  for (const filter of search.filters) {
    const at = filter.indexOf(':');
    const attribute = filter.slice(0, at);
    params.append(attribute === 'chamber' ? 'chamber' : `bills.${attribute}`, filter.slice(at + 1));
  }
  const text = params.toString();
  return `/app/bills/search${text ? `?${text}` : ''}`;
}

const searchOf = (row: FollowRow): FollowedSearch | null =>
  row.kind === 'search'
    ? { query: row.search_query ?? '', filters: JSON.parse(row.search_filters ?? '[]') as string[] }
    : null;

/** Follows as the contract shows them, with what each names read in one query per kind. */
export async function presentFollows(db: Db, rows: readonly FollowRow[]): Promise<Follow[]> {
  const ids = (kind: FollowRow['kind']) =>
    rows.filter((row) => row.kind === kind).map((row) => Number(row.target));
  const [bills, legislators, committees] = await Promise.all([
    ids('bill').length
      ? db
          .selectFrom('bills')
          .select(['id', 'bill_type_number', 'title', 'short_title'])
          .where('id', 'in', ids('bill'))
          .execute()
      : [],
    ids('legislator').length
      ? db
          .selectFrom('legislators')
          .select(['id', 'short_full_name'])
          .where('id', 'in', ids('legislator'))
          .execute()
      : [],
    ids('committee').length
      ? db.selectFrom('committees').select(['id', 'name']).where('id', 'in', ids('committee')).execute()
      : [],
  ]);
  const billLabels = new Map(bills.map((b) => [b.id, `${b.bill_type_number} — ${b.short_title ?? b.title}`]));
  const legislatorLabels = new Map(legislators.map((l) => [l.id, l.short_full_name]));
  const committeeLabels = new Map(committees.map((c) => [c.id, c.name]));
  return rows.map((row) => {
    const search = searchOf(row);
    const id = Number(row.target);
    const [label, url] =
      row.kind === 'bill'
        ? [billLabels.get(id) ?? `Bill ${id}`, billUrl(id)]
        : row.kind === 'legislator'
          ? [legislatorLabels.get(id) ?? `Legislator ${id}`, legislatorUrl(id)]
          : row.kind === 'committee'
            ? [committeeLabels.get(id) ?? `Committee ${id}`, committeeUrl(id)]
            : [searchLabel(search!), searchUrl(search!)];
    return {
      id: row.id,
      kind: row.kind,
      target: row.target,
      label,
      url,
      search,
      channels: channelsOf(row),
      from_tracking: row.tracked === 1,
      created_at: row.created_at,
    };
  });
}
