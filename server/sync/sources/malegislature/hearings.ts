// Hearings coming up on malegislature.gov (/Hearings, then each upcoming one's agenda): the bills on them
// are about to move, so their histories are re-read every run until the hearing has passed. The meetings
// themselves are derived from the histories, as the MAPLE import derives them (maple-hearings.ts), so a
// hearing is one meeting whichever way it was learnt of.
import type { SyncContext } from '../../sync-context.js';
import { malegislaturePaths } from './api.js';

export async function upcomingHearingBills(ctx: SyncContext, court: number): Promise<Set<string>> {
  const paths = malegislaturePaths(court);
  const bills = new Set<string>();
  const listing = await ctx.client.getJson(`${ctx.baseUrl}${paths.hearings}`);
  if (listing.kind !== 'fresh' || !Array.isArray(listing.body)) return bills;
  const upcoming = (listing.body as unknown[]).flatMap((entry) => {
    const { EventId: eventId, EventDate: eventDate } = (entry ?? {}) as Record<string, unknown>;
    return typeof eventId === 'number' && typeof eventDate === 'string' && eventDate.slice(0, 10) >= ctx.today
      ? [eventId]
      : [];
  });
  const details = await Promise.all(
    upcoming.map((eventId) => ctx.client.getJson(`${ctx.baseUrl}${paths.hearing(eventId)}`)),
  );
  for (const detail of details) {
    if (detail.kind !== 'fresh') continue;
    const agendas = (detail.body as { HearingAgendas?: unknown } | null)?.HearingAgendas;
    for (const agenda of Array.isArray(agendas) ? (agendas as unknown[]) : []) {
      const documents = (agenda as { DocumentsInAgenda?: unknown } | null)?.DocumentsInAgenda;
      for (const document of Array.isArray(documents) ? (documents as unknown[]) : []) {
        const {
          BillNumber: billNumber,
          DocketNumber: docketNumber,
          GeneralCourtNumber: documentCourt,
        } = (document ?? {}) as Record<string, unknown>;
        const number = billNumber ?? docketNumber;
        if (typeof number === 'string' && documentCourt === court) bills.add(number.toUpperCase());
      }
    }
  }
  ctx.progress.hearings += upcoming.length;
  return bills;
}
