// Hearings as malegislature.gov's /Hearings answers them, worked out from bill histories: MAPLE's
// 192nd file has no hearing records, only the clerks' 'Hearing scheduled for 10/27/2021 from 01:00
// PM-05:00 PM in A-2' actions. The parsing is the importer's (hearing-actions.ts), so a sync of these
// hearings and an import of the same history agree on date, time, place and bills.
import { hearingEventOf, referredCommitteeOf } from '../../db/import/hearing-actions.js';
import type { CommitteeDirectory, ResolvedCommittee } from './committee-directory.js';
import {
  documentSummary,
  type MaDocument,
  type MaHearing,
  type MaHearingLocation,
  type MaHistoryAction,
} from './malegislature-shapes.js';

interface HearingDraft {
  committee: ResolvedCommittee | null;
  date: string;
  /** '13:00', or null when the action gives no time. */
  time: string | null;
  end: string | null;
  location: string | null;
  current: string[];
  ever: string[];
  movedTo: string | null;
}

/** Places in the State House (24 Beacon St.): rooms like 'A-2', 'B-1', 'Room 437', 'Gardner Auditorium'. */
const NOT_A_ROOM = /virtual|written testimony|tbd/i;

function twentyFourHour(time: string): string {
  const match = /^(\d{2}):(\d{2}) ([AP]M)$/.exec(time);
  if (!match?.[1] || !match[2] || !match[3]) return '00:00';
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** The end of the hearing an action announces, as Boston wall clock: '… from 01:00 PM-05:00 PM …'. */
function endOf(text: string, date: string): string | null {
  const range = /from \d{1,2}:\d{2}\s*[AP]M\s*-\s*(\d{1,2}):(\d{2})\s*([AP]M)/i.exec(text);
  if (range?.[1] && range[2] && range[3])
    return `${date}T${twentyFourHour(`${range[1].padStart(2, '0')}:${range[2]} ${range[3].toUpperCase()}`)}:00`;
  const until = /until (\d{1,2})\/(\d{1,2})\/(\d{4}) @ (\d{1,2}):(\d{2})\s*([AP]M)/i.exec(text);
  if (until?.[1] && until[2] && until[3] && until[4] && until[5] && until[6]) {
    const day = `${until[3]}-${until[1].padStart(2, '0')}-${until[2].padStart(2, '0')}`;
    return `${day}T${twentyFourHour(`${until[4].padStart(2, '0')}:${until[5]} ${until[6].toUpperCase()}`)}:00`;
  }
  return null;
}

function locationOf(name: string | null): MaHearingLocation {
  const inStateHouse = name !== null && !NOT_A_ROOM.test(name);
  return {
    AddressLine1: inStateHouse ? '24 Beacon St.' : null,
    AddressLine2: null,
    City: inStateHouse ? 'Boston' : null,
    LocationName: name,
    State: inStateHouse ? 'MA' : null,
    ZipCode: inStateHouse ? '02133' : null,
  };
}

function keyOf(draft: Pick<HearingDraft, 'committee' | 'date' | 'time' | 'location'>): string {
  const committee = draft.committee?.code ?? draft.committee?.fullName ?? '';
  return [draft.date, draft.time ?? '', committee, draft.location ?? ''].join('|');
}

function byOccurrence(actions: MaHistoryAction[]): MaHistoryAction[] {
  // Boston wall-clock texts sort as time does; the sort is stable, so one instant keeps the API's order.
  return [...actions].sort((a, b) => (a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : 0));
}

export interface HearingSource {
  court: number;
  documents: ReadonlyMap<string, MaDocument>;
  histories: Record<string, MaHistoryAction[]>;
  committees: CommitteeDirectory;
  firstEventId: number;
}

export function hearingsFromHistory(source: HearingSource): MaHearing[] {
  const drafts = new Map<string, HearingDraft>();
  const draftFor = (fields: Pick<HearingDraft, 'committee' | 'date' | 'time' | 'end' | 'location'>) => {
    const key = keyOf(fields);
    let draft = drafts.get(key);
    if (!draft) {
      draft = { ...fields, current: [], ever: [], movedTo: null };
      drafts.set(key, draft);
    }
    return { key, draft };
  };
  const leave = (key: string | null, billNumber: string, movedTo: string | null) => {
    const draft = key ? drafts.get(key) : undefined;
    if (!draft) return;
    draft.current = draft.current.filter((bill) => bill !== billNumber);
    if (movedTo) draft.movedTo = movedTo;
  };

  for (const [billNumber, actions] of Object.entries(source.histories)) {
    if (!source.documents.has(billNumber)) continue;
    let referral: ResolvedCommittee | null = null;
    let latest: string | null = null;
    for (const action of byOccurrence(actions)) {
      const referredTo = referredCommitteeOf(action.Action);
      if (referredTo) referral = source.committees.resolve(referredTo, action.Branch);
      const event = hearingEventOf(action.Action);
      if (!event) continue;
      if (event.kind === 'cancelled') {
        leave(latest, billNumber, null);
        latest = null;
        continue;
      }
      const committee =
        event.kind === 'moved' && latest ? (drafts.get(latest)?.committee ?? referral) : referral;
      const time = event.time ? twentyFourHour(event.time) : null;
      const { key, draft } = draftFor({
        committee,
        date: event.date,
        time,
        end: endOf(action.Action, event.date),
        location: event.location,
      });
      if (event.kind === 'moved' && latest !== key) leave(latest, billNumber, key);
      if (!draft.current.includes(billNumber)) draft.current.push(billNumber);
      if (!draft.ever.includes(billNumber)) draft.ever.push(billNumber);
      latest = key;
    }
  }

  // EventIds follow date, time, committee and place, so they do not depend on the order of the bills.
  const ordered = [...drafts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return ordered.map(([, draft], index) => {
    const start = `${draft.date}T${draft.time ?? '00:00'}:00`;
    const target = draft.movedTo ? drafts.get(draft.movedTo) : undefined;
    const status = draft.current.length > 0 ? 'Confirmed' : target ? 'Rescheduled' : 'Canceled';
    const heard = status === 'Confirmed' ? draft.current : draft.ever;
    return {
      EventId: source.firstEventId + index,
      EventDate: start,
      StartTime: start,
      Description: '',
      Name: draft.committee?.fullName ?? null,
      Status: status,
      HearingHost: {
        CommitteeCode: draft.committee?.code ?? null,
        GeneralCourtNumber: draft.committee ? source.court : null,
      },
      Location: locationOf(draft.location),
      HearingAgendas: [
        {
          DocumentsInAgenda: heard.flatMap((bill) => {
            const document = source.documents.get(bill);
            return document ? [documentSummary(document)] : [];
          }),
          StartTime: start,
          EndTime: draft.end ?? start,
          Topic: '',
        },
      ],
      RescheduledHearing: target
        ? {
            EventDate: `${target.date}T${target.time ?? '00:00'}:00`,
            StartTime: `${target.date}T${target.time ?? '00:00'}:00`,
          }
        : null,
    };
  });
}
