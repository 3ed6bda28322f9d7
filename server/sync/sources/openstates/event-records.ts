// Open States API v3 events (GET /events: api/schemas.py Event) → MeetingRecords: a committee meeting or
// hearing is a hearing, anything else a floor session; its committee is the organization taking part,
// its bills those its agenda names.
import { parseBillIdentifier } from '../../../db/import/bill-identifiers.js';
import type { MeetingRecord } from '../../../db/import/records.js';
import type { CommitteeChamber } from '../../../db/types.js';
import { legislatureDayIn } from '../../../jurisdictions/legislature-day.js';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as unknown[]).map(asObject) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const CHAMBER_OF_CLASSIFICATION: Record<string, CommitteeChamber> = { lower: 'house', upper: 'senate' };

/** '10:00 AM' at the capitol, the form meetings keep; null for a day-long event or a bare date. */
function capitolTime(instant: string, timeZone: string): string | null {
  if (!/T\d{2}:\d{2}/.test(instant)) return null;
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}

export function meetingFromEvent(value: unknown, timeZone: string): MeetingRecord | null {
  const event = asObject(value);
  const id = text(event.id);
  const start = text(event.start_date);
  const date = start ? (/^\d{4}-\d{2}-\d{2}$/.test(start) ? start : legislatureDayIn(start, timeZone)) : null;
  if (!id || !start || !date || event.deleted === true) return null;
  const organizations = asList(event.participants)
    .filter((participant) => participant.entity_type === 'organization')
    .map((participant) => ({
      name: text(participant.name),
      organization: asObject(participant.organization),
    }));
  const committee = organizations.find(({ organization }) => organization.classification === 'committee');
  const chamberOrganization = organizations.find(({ organization }) =>
    ['lower', 'upper'].includes(String(organization.classification)),
  );
  const classification = text(event.classification) ?? '';
  const bills = asList(event.agenda).flatMap((item) =>
    asList(item.related_entities).flatMap((entity) => {
      const bill = asObject(entity.bill);
      const key = parseBillIdentifier(text(bill.identifier) ?? text(entity.name) ?? '');
      if (entity.entity_type !== 'bill' || (!text(bill.id) && !key)) return [];
      return [{ externalId: text(bill.id), session: text(bill.session) ?? '', key }];
    }),
  );
  return {
    externalId: id,
    type: /hearing|committee/i.test(classification) || committee ? 'hearing' : 'formal_session',
    chamber: CHAMBER_OF_CLASSIFICATION[String(chamberOrganization?.organization.classification)] ?? 'joint',
    committeeName: committee?.name ?? text(committee?.organization.name) ?? null,
    title: text(event.name) ?? 'Event',
    date,
    time: event.all_day === true ? null : capitolTime(start, timeZone),
    location: text(asObject(event.location).name),
    url: text(asList(event.links)[0]?.url) ?? text(asList(event.sources)[0]?.url),
    bills,
  };
}
