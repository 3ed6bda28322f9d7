// The demo account (issue 5): a newcomer signs in and sees the personal features filled in. The
// credentials are public on purpose and listed in the README; this is demo data, never a real account.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords.js';
import { demoNow } from '../../plugins/clock.js';
import { agendaRepository, agendaValuesFor } from '../repositories/agenda-repository.js';
import { newsCategoriesRepository } from '../repositories/news-categories-repository.js';
import { reportsRepository } from '../repositories/reports-repository.js';
import { trackingRepository } from '../repositories/tracking-repository.js';
import { usersRepository } from '../repositories/users-repository.js';
import type { Database } from '../types.js';
import { DEMO_TODAY, isoDay } from './calendar.js';
import { writeDemoWhipboard } from './demo-whipboard.js';

export const DEMO_ACCOUNT = {
  email: 'demo@statehouse.test',
  password: 'statehouse-demo',
  display_name: 'Demo Visitor',
} as const;

/** Hearings the demo agenda holds: the next few from the demo's "today", plus the next House session. */
const AGENDA_HEARINGS = 3;
/** Bills on the demo tracking list and in its report: the current session's most recently active. */
const TRACKED_BILLS = 4;
export const DEMO_TRACKING_LIST = 'Bills I follow';
/** The title the search page gives a report (spec §7: 'Search Results - ' and the US date). */
export const DEMO_REPORT_TITLE = 'Search Results - 3/15/2026';
/** News categories the demo follows, so its news card shows a selection rather than the empty prompt. */
const NEWS_CATEGORIES = 3;

/** `jurisdictionId`: the demo state, which the account has picked. */
export async function writeDemoAccount(db: Kysely<Database>, jurisdictionId: number): Promise<void> {
  const users = usersRepository(db);
  const user = await users.create({
    email: DEMO_ACCOUNT.email,
    display_name: DEMO_ACCOUNT.display_name,
    password_hash: await hashPassword(DEMO_ACCOUNT.password),
  });
  if (!user) return; // already there: the seed never overwrites an account
  await users.setJurisdiction(user.id, jurisdictionId);
  const today = isoDay(DEMO_TODAY);
  const upcoming = (type: 'hearing' | 'formal_session', limit: number) => {
    let query = db
      .selectFrom('meetings')
      .select('id')
      .where('meeting_type', '=', type)
      .where('jurisdiction_id', '=', jurisdictionId)
      .where('meeting_date', '>=', today);
    if (type === 'formal_session') query = query.where('chamber', '=', 'house');
    return query.orderBy('meeting_date').orderBy('id').limit(limit).execute();
  };
  const meetingIds = [
    ...(await upcoming('hearing', AGENDA_HEARINGS)),
    ...(await upcoming('formal_session', 1)),
  ];
  const agenda = agendaRepository(db);
  for (const { id } of meetingIds) {
    const meeting = await agenda.meeting(id);
    if (meeting) await agenda.insert(user.id, agendaValuesFor(meeting));
  }
  await writePersonalData(db, user.id, jurisdictionId);
  await writeDemoWhipboard(db, user.id, jurisdictionId);
}

/** A tracking list and a report of the same recently active bills, and a few followed news categories. */
async function writePersonalData(
  db: Kysely<Database>,
  userId: number,
  jurisdictionId: number,
): Promise<void> {
  const bills = await db
    .selectFrom('bills as b')
    .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
    .select('b.id')
    .where('s.is_current', '=', 1)
    .where('b.jurisdiction_id', '=', jurisdictionId)
    .where('b.last_action_date', 'is not', null)
    .orderBy('b.last_action_date', 'desc')
    .orderBy('b.id')
    .limit(TRACKED_BILLS)
    .execute();
  const billIds = bills.map((bill) => bill.id);
  if (billIds.length > 0) {
    const tracking = trackingRepository(db);
    await tracking.addBills(await tracking.createList(userId, DEMO_TRACKING_LIST), billIds);
    await reportsRepository(db).create(userId, DEMO_REPORT_TITLE, billIds, demoNow());
  }
  const categories = await db
    .selectFrom('news_categories')
    .select('id')
    .orderBy('name')
    .orderBy('id')
    .limit(NEWS_CATEGORIES)
    .execute();
  await newsCategoriesRepository(db).replace(
    userId,
    categories.map((category) => category.id),
  );
}
