import type { agendaRepository } from '../../../db/repositories/agenda-repository.js';
import { localStamp, parseClockTime, LEGISLATURE_TIME_ZONE, type CalendarEvent } from '../../../lib/ics.js';
import type { AgendaEvent } from '../../../schemas/agenda.js';

type AgendaRepository = ReturnType<typeof agendaRepository>;
export type AgendaRow = Awaited<ReturnType<AgendaRepository['list']>>[number];

/**
 * Meetings have a start time but no end; two hours is a typical hearing or formal session, and calendar
 * apps need some end to draw the event.
 */
export const EVENT_DURATION_MINUTES = 120;

export const agendaItemIcsPath = (id: number) => `/api/calendar/agenda/${id}.ics`;
export const agendaFeedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/** 'https://host' of this request, for links that leave the app (calendar apps need absolute URLs). */
export interface Origin {
  origin: string;
  hostname: string;
}

const absolute = (link: string | null, { origin }: Origin) =>
  link && link.startsWith('/') ? `${origin}${link}` : link;

export function toCalendarEvent(row: AgendaRow, origin: Origin): CalendarEvent {
  const link = absolute(row.link, origin);
  return {
    uid: `agenda-${row.id}@${origin.hostname}`,
    stamp: new Date(row.created_at),
    date: row.event_date,
    startMinutes: parseClockTime(row.event_time),
    durationMinutes: EVENT_DURATION_MINUTES,
    summary: row.details,
    location: row.location,
    description: [row.details2, row.bill_count > 0 ? `${row.bill_count} bills` : null, link]
      .filter(Boolean)
      .join('\n'),
    url: link,
  };
}

/** Google Calendar's documented "add event" template link, in the legislature's time zone. */
export function googleCalendarLink(event: CalendarEvent): string {
  const start = localStamp(event.date, event.startMinutes);
  const end =
    event.startMinutes === null
      ? localStamp(event.date, 24 * 60).slice(0, 8)
      : localStamp(event.date, event.startMinutes + event.durationMinutes);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${start}/${end}`,
    ctz: LEGISLATURE_TIME_ZONE,
  });
  if (event.description) params.set('details', event.description);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function presentAgendaEvent(row: AgendaRow, origin: Origin): AgendaEvent {
  const icsPath = agendaItemIcsPath(row.id);
  return {
    id: row.id,
    meeting_id: row.meeting_id,
    date: row.event_date,
    time: row.event_time,
    link: row.link,
    details: row.details,
    details2: row.details2,
    location: row.location,
    billCount: row.bill_count,
    google_calendar_link: googleCalendarLink(toCalendarEvent(row, origin)),
    // Apple Calendar and Outlook both open an .ics file; the server makes a real one per item.
    apple_calendar_link: icsPath,
    outlook_calendar_link: icsPath,
  };
}

/** By day, then by clock time ('9:30 AM' before '10:00 AM', which text order gets wrong), then as added. */
export function byStartTime(a: AgendaRow, b: AgendaRow): number {
  const minutes = (row: AgendaRow) => parseClockTime(row.event_time) ?? -1;
  return a.event_date.localeCompare(b.event_date) || minutes(a) - minutes(b) || a.id - b.id;
}
