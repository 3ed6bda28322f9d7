// The demo account (issue 5): a newcomer signs in and sees the personal features filled in. The
// credentials are public on purpose and listed in the README; this is demo data, never a real account.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords.js';
import { agendaRepository, agendaValuesFor } from '../repositories/agenda-repository.js';
import { usersRepository } from '../repositories/users-repository.js';
import type { Database } from '../types.js';
import { DEMO_TODAY, isoDay } from './calendar.js';

export const DEMO_ACCOUNT = {
  email: 'demo@statehouse.test',
  password: 'statehouse-demo',
  display_name: 'Demo Visitor',
} as const;

/** Hearings the demo agenda holds: the next few from the demo's "today", plus the next House session. */
const AGENDA_HEARINGS = 3;

export async function writeDemoAccount(db: Kysely<Database>): Promise<void> {
  const user = await usersRepository(db).create({
    email: DEMO_ACCOUNT.email,
    display_name: DEMO_ACCOUNT.display_name,
    password_hash: await hashPassword(DEMO_ACCOUNT.password),
  });
  if (!user) return; // already there: the seed never overwrites an account
  const today = isoDay(DEMO_TODAY);
  const upcoming = (type: 'hearing' | 'formal_session', limit: number) => {
    let query = db
      .selectFrom('meetings')
      .select('id')
      .where('meeting_type', '=', type)
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
}
