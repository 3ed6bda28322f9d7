// `news`, `press_releases`, `transcripts` and `bill_amendments` records (spec §3 hit fields).
import type { Db } from '../../../db/database.js';
import { safeWebUrl } from '../../../lib/urls.js';
import type { SearchRecord } from '../../types.js';
import { timestampOf } from '../index-definitions.js';
import type { BillFacts } from './bill-records.js';
import { compact, groupBy, type StateCodes } from './text-utils.js';

export async function newsRecords(db: Db, states: StateCodes): Promise<SearchRecord[]> {
  const [items, links] = await Promise.all([
    db
      .selectFrom('news_items as n')
      .innerJoin('news_sources as s', 's.id', 'n.source_id')
      .leftJoin('news_categories as c', 'c.id', 'n.category_id')
      .select([
        'n.id',
        'n.jurisdiction_id',
        'n.headline',
        'n.intro',
        'n.full_text',
        'n.external_url',
        'n.display_date',
        'n.chamber',
        's.name as source_name',
        'c.name as category_name',
      ])
      .orderBy('n.id')
      .execute(),
    db.selectFrom('news_item_bills').select(['news_item_id', 'bill_id']).execute(),
  ]);
  const billsByItem = groupBy(links, (l) => l.news_item_id);
  return items.map(
    (n) =>
      compact({
        objectID: String(n.id),
        id: n.id,
        state: states.get(n.jurisdiction_id),
        headline: n.headline,
        intro: n.intro ?? undefined,
        full_text: n.full_text ?? n.intro ?? undefined,
        external_url: safeWebUrl(n.external_url) ?? '',
        display_date: n.display_date,
        display_timestamp: timestampOf(n.display_date),
        source_name: n.source_name,
        category_name: n.category_name ?? undefined,
        chamber: n.chamber ?? undefined,
        year: Number(n.display_date.slice(0, 4)),
        bill_ids: (billsByItem.get(n.id) ?? []).map((l) => l.bill_id),
      }) as SearchRecord,
  );
}

export async function pressReleaseRecords(db: Db, states: StateCodes): Promise<SearchRecord[]> {
  const rows = await db
    .selectFrom('press_releases as p')
    .leftJoin('legislative_sessions as s', 's.id', 'p.session_id')
    .leftJoin('legislators as l', 'l.id', 'p.legislator_id')
    .select([
      'l.chamber',
      'p.id',
      'p.jurisdiction_id',
      'p.title',
      'p.content',
      'p.category',
      'p.author',
      'p.display_date',
      's.name as session_name',
    ])
    .orderBy('p.id')
    .execute();
  return rows.map(
    (p) =>
      compact({
        objectID: String(p.id),
        id: p.id,
        state: states.get(p.jurisdiction_id),
        url: `/app/press/${p.id}`,
        title: p.title,
        content: p.content,
        category: p.category ?? undefined,
        author: p.author ?? undefined,
        display_date: p.display_date,
        display_timestamp: timestampOf(p.display_date),
        session_name: p.session_name ?? undefined,
        // The issuing legislator's chamber, for the search page's Chamber refinement.
        chamber: p.chamber ?? undefined,
      }) as SearchRecord,
  );
}

export async function transcriptRecords(db: Db, states: StateCodes): Promise<SearchRecord[]> {
  const sessions = await db
    .selectFrom('legislative_sessions')
    .select(['jurisdiction_id', 'name', 'start_date', 'end_date'])
    .execute();
  // A transcript belongs to its legislature's session whose dates hold its event (the Session facet).
  const sessionOf = (jurisdictionId: number, day: string) =>
    sessions.find(
      (s) =>
        s.jurisdiction_id === jurisdictionId &&
        s.start_date <= day.slice(0, 10) &&
        day.slice(0, 10) <= s.end_date,
    )?.name;
  const rows = await db
    .selectFrom('transcripts as t')
    .leftJoin('meetings as m', 'm.id', 't.meeting_id')
    .select([
      'm.chamber',
      't.id',
      't.jurisdiction_id',
      't.event_title',
      't.event_type',
      't.event_organization',
      't.event_location',
      't.event_date',
      't.transcript',
      't.transcript_url',
      'm.title as meeting_title',
    ])
    .orderBy('t.id')
    .execute();
  return rows.map(
    (t) =>
      compact({
        objectID: String(t.id),
        id: t.id,
        state: states.get(t.jurisdiction_id),
        event_title: t.event_title,
        meeting_title: t.meeting_title ?? undefined,
        event_type: t.event_type ?? undefined,
        event_organization: t.event_organization ?? undefined,
        event_location: t.event_location ?? undefined,
        event_date: t.event_date,
        event_timestamp: timestampOf(t.event_date),
        transcript: t.transcript,
        transcript_url: safeWebUrl(t.transcript_url) ?? undefined,
        session_name: sessionOf(t.jurisdiction_id, t.event_date),
        chamber: t.chamber ?? undefined,
      }) as SearchRecord,
  );
}

export async function amendmentRecords(db: Db, bills: Map<number, BillFacts>): Promise<SearchRecord[]> {
  const rows = await db
    .selectFrom('amendments as a')
    .leftJoin('legislators as l', 'l.id', 'a.sponsor_id')
    .select([
      'a.id',
      'a.bill_id',
      'a.amendment_number',
      'a.title',
      'a.amendment_text',
      'a.status',
      'a.filed_date',
      'a.pdf_file_name',
      'l.short_full_name as legislator',
    ])
    .orderBy('a.id')
    .execute();
  return rows.flatMap((a) => {
    const bill = bills.get(a.bill_id);
    if (!bill) return [];
    return [
      compact({
        objectID: String(a.id),
        id: a.id,
        state: bill.state,
        bill_id: a.bill_id,
        amendment_number: a.amendment_number,
        url: `/app/amendments/?id=${a.bill_id}&amendment_number=${encodeURIComponent(a.amendment_number)}`,
        algolia_title: a.title ?? `Amendment ${a.amendment_number} to ${bill.bill_type_number}`,
        amendment_text: a.amendment_text ?? undefined,
        legislator: a.legislator ?? undefined,
        amending: `${bill.bill_type_number}: ${bill.title}`,
        // Missouri's amendment layout names these fields differently (spec §3 amendment hit).
        amendment_sponsor: a.legislator ?? undefined,
        title: a.title ?? undefined,
        bill_type_number: bill.bill_type_number,
        session_name: bill.session_name,
        chamber: bill.chamber,
        amendment_status: a.status ?? undefined,
        pdf_file_name: a.pdf_file_name ?? undefined,
        filed_timestamp: timestampOf(a.filed_date),
      }) as SearchRecord,
    ];
  });
}
