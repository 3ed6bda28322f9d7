import type { AgendaEvent } from '../../../../server/schemas/agenda';
import type { BillDetail } from '../../../../server/schemas/bills';
import type { CommitteeDetail } from '../../../../server/schemas/committees';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';

/** A section of a saved bill's text: whole for a bill kept offline, the first 500 characters otherwise. */
export interface SavedTextSection {
  bill_text__id: number;
  heading: string | null;
  text: string;
}

/**
 * What the phone holds that "Searching saved items only" can search (issue 18), each item one whose
 * page opens offline: bills opened or kept offline, legislators' and committees' pages that were opened,
 * and the signed-in reader's agenda. The app reads it from the saved query cache and the worker's caches
 * (src/app/saved-search-items.ts); the search feature knows nothing of where it came from.
 */
export interface SavedItems {
  bills: { bill: BillDetail; sections: SavedTextSection[]; kept: boolean }[];
  legislators: LegislatorDetail[];
  committees: CommitteeDetail[];
  agenda: AgendaEvent[];
}

export const NO_SAVED_ITEMS: SavedItems = { bills: [], legislators: [], committees: [], agenda: [] };

/** Where the search pages get the saved items from; `subscribe` says when they may have changed. */
export interface SavedItemsSource {
  read: () => Promise<SavedItems>;
  /** @default never: the items are read once */
  subscribe?: (onChange: () => void) => () => void;
}

/** A record of a saved-items index: the fields the hit components read, as the server's indexes have them. */
export type SavedRecord = Record<string, unknown> & { objectID: string };

/** Where the agenda opens offline (its items' own links may need the network). */
export const AGENDA_PATH = '/app/agenda';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The summary's sanitised HTML as the text a search record holds. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|ul|ol)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const timestampOf = (date: string | null | undefined) => {
  const ms = date ? Date.parse(date.length === 10 ? `${date}T12:00:00Z` : date) : Number.NaN;
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
};

/** Leaves out the fields without a value, as the server's records do. */
function compact(record: Record<string, unknown>): SavedRecord {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  ) as SavedRecord;
}

/** A bill as the `bills` index has it (server/search/indexer/records/bill-records.ts), plus its text. */
export function billRecord({ bill, sections, kept }: SavedItems['bills'][number]): SavedRecord {
  const sponsor = bill.primary_sponsor?.sponsor_name;
  const name = bill.short_bill_name || bill.title;
  const lastAction = bill.actions.at(-1);
  return compact({
    objectID: String(bill.id),
    id: bill.id,
    url: bill.url,
    // The session's id is not in a bill's page; no search hit action needs it offline.
    session_id: 0,
    session_name: bill.session_name,
    chamber: bill.chamber,
    bill_type_number: bill.bill_type_number,
    bill_code: bill.bill_type_number.replace(/\s+/g, ''),
    bill_number: Number(bill.bill_type_number.match(/\d+/)?.[0] ?? Number.NaN) || undefined,
    title: bill.title,
    short_title: bill.short_bill_name,
    sponsor,
    bill_name_sponsor: `${bill.bill_type_number}: ${name}${sponsor ? ` (${sponsor})` : ''}`,
    progress: bill.progress,
    status_name: bill.status,
    description: bill.summary ? htmlToText(bill.summary) : undefined,
    citations: bill.citations,
    categories: bill.categories,
    last_action: lastAction?.action.action_text,
    last_action_date: bill.last_action_date,
    last_action_timestamp: timestampOf(bill.last_action_date),
    text: sections.map((section) => `${section.heading ?? ''} ${section.text}`).join('\n'),
    sections,
    kept,
  });
}

export function legislatorRecord(legislator: LegislatorDetail): SavedRecord {
  return compact({
    objectID: String(legislator.id),
    full_name: legislator.full_name,
    short_full_name: legislator.short_full_name,
    other_names: legislator.other_names,
    url: legislator.url,
    chamber: legislator.chamber,
    party: legislator.party,
    district: legislator.district,
    active: String(legislator.active),
    address: legislator.address,
    phone: legislator.phone,
  });
}

export function committeeRecord(committee: CommitteeDetail): SavedRecord {
  return compact({
    objectID: String(committee.id),
    committee_name: committee.committee_name,
    committee_display_name: committee.committee_display_name,
    url: committee.url,
    chamber: committee.chamber,
    kind: committee.kind,
  });
}

const siteRecord = (
  type: string,
  id: string | number,
  title: string,
  description: string,
  url: string,
  date?: string | null,
): SavedRecord =>
  compact({
    objectID: `${type.toLowerCase().replace(/\s+/g, '-')}-${id}`,
    algolia_type: type,
    algolia_title: title,
    algolia_description: description,
    algolia_date: date,
    algolia_timestamp: timestampOf(date),
    url,
  });

/** The `site` index's records (site-records.ts), with the agenda's items as a type of their own. */
export function siteRecords(items: SavedItems): SavedRecord[] {
  return [
    ...items.bills.map(({ bill }) =>
      siteRecord(
        'Bill',
        bill.id,
        `${bill.bill_type_number}: ${bill.title}`,
        bill.summary ? htmlToText(bill.summary) : (bill.status ?? ''),
        bill.url,
        bill.last_action_date,
      ),
    ),
    ...items.legislators.map((l) =>
      siteRecord(
        'Legislator',
        l.id,
        l.short_full_name,
        [l.party, l.district].filter(Boolean).join(', '),
        l.url,
      ),
    ),
    ...items.committees.map((c) => siteRecord('Committee', c.id, c.committee_name, '', c.url)),
    ...items.agenda.map((event) =>
      siteRecord(
        'Agenda item',
        event.id,
        event.details,
        [event.details2, event.time, event.location].filter(Boolean).join(' · '),
        AGENDA_PATH,
        event.date,
      ),
    ),
  ];
}
