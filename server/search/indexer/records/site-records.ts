// The `site` index behind site-wide search (spec §2): one record per bill, legislator, committee, news
// item and press release, with a common title/date/description/type shape and a link into the app.
import type { SearchRecord } from '../../types.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

export function siteRecords(sources: {
  bills: SearchRecord[];
  news: SearchRecord[];
  press: SearchRecord[];
  legislators: SearchRecord[];
  committees: SearchRecord[];
}): SearchRecord[] {
  const make = (
    type: string,
    record: SearchRecord,
    title: string | undefined,
    description: string | undefined,
    url: string | undefined,
    date?: string,
    timestamp?: number,
  ): SearchRecord => ({
    objectID: `${type.toLowerCase().replace(/\s+/g, '-')}-${record.objectID}`,
    ...(typeof record.state === 'string' ? { state: record.state } : {}),
    algolia_type: type,
    algolia_title: title ?? '',
    algolia_description: description ?? '',
    ...(date ? { algolia_date: date } : {}),
    ...(timestamp !== undefined ? { algolia_timestamp: timestamp } : {}),
    url: url ?? '',
  });
  return [
    ...sources.bills.map((b) =>
      make(
        'Bill',
        b,
        `${text(b.bill_type_number)}: ${text(b.title)}`,
        text(b.description) ?? text(b.last_action),
        text(b.url),
        text(b.last_action_date),
        num(b.last_action_timestamp),
      ),
    ),
    ...sources.legislators.map((l) =>
      make(
        'Legislator',
        l,
        text(l.short_full_name),
        [text(l.party), text(l.district)].filter(Boolean).join(', '),
        text(l.url),
      ),
    ),
    ...sources.committees.map((c) => make('Committee', c, text(c.committee_name), undefined, text(c.url))),
    ...sources.news.map((n) =>
      make(
        'News',
        n,
        text(n.headline),
        text(n.intro),
        text(n.external_url),
        text(n.display_date),
        num(n.display_timestamp),
      ),
    ),
    ...sources.press.map((p) =>
      make(
        'Press Release',
        p,
        text(p.title),
        text(p.content)?.slice(0, 300),
        text(p.url),
        text(p.display_date),
        num(p.display_timestamp),
      ),
    ),
  ];
}
