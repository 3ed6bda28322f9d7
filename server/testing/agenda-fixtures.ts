import type { Db } from '../db/database.js';
import type { insertFixtures } from './fixtures.js';
import { inState } from './in-state.js';

type Fixtures = Awaited<ReturnType<typeof insertFixtures>>;

/** The day Today's Schedule is asked about in the agenda tests. */
export const SCHEDULE_DAY = '2026-03-17';

/**
 * Meetings around one Tuesday on top of `insertFixtures`: two hearings and a House formal session that
 * day (listed out of clock order on purpose), and one hearing the week before and the week after.
 */
export async function insertAgendaFixtures(db: Db, { committeeId, billId, jurisdictionId }: Fixtures) {
  const meeting = (
    key: string,
    values: { meeting_date: string; meeting_time: string | null; title: string; committee: string },
  ) => ({
    external_id: `agenda-fixture:meeting:${key}`,
    meeting_type: values.committee === 'House Session' ? ('formal_session' as const) : ('hearing' as const),
    chamber: values.committee.startsWith('Joint') ? ('joint' as const) : ('house' as const),
    committee_id: committeeId(values.committee),
    title: values.title,
    meeting_date: values.meeting_date,
    meeting_time: values.meeting_time,
    location: values.committee === 'House Session' ? 'House Chamber' : 'Hearing Room A-1',
    url: null,
  });
  const rows = await db
    .insertInto('meetings')
    .values(
      inState(jurisdictionId)([
        meeting('education', {
          meeting_date: SCHEDULE_DAY,
          meeting_time: '10:00 AM',
          title: 'Public hearing on school libraries, ferries and related bills',
          committee: 'Joint Committee on Education',
        }),
        meeting('session', {
          meeting_date: SCHEDULE_DAY,
          meeting_time: '11:00 AM',
          title: 'House Formal Session',
          committee: 'House Session',
        }),
        meeting('budget', {
          meeting_date: SCHEDULE_DAY,
          meeting_time: '09:30 AM',
          title: 'Oversight hearing on the cost of state contracts',
          committee: 'House Committee on Ways and Means',
        }),
        meeting('before', {
          meeting_date: '2026-03-10',
          meeting_time: null,
          title: 'Public hearing on school meals',
          committee: 'Joint Committee on Education',
        }),
        meeting('after', {
          meeting_date: '2026-03-24',
          meeting_time: '01:00 PM',
          title: 'Public hearing on teacher licensing',
          committee: 'Joint Committee on Education',
        }),
      ]),
    )
    .returning(['id', 'external_id'])
    .execute();
  const meetingId = (key: string) => rows.find((r) => r.external_id === `agenda-fixture:meeting:${key}`)!.id;
  await db
    .insertInto('meeting_bills')
    .values([
      { meeting_id: meetingId('education'), bill_id: billId('H 100') },
      { meeting_id: meetingId('education'), bill_id: billId('S 7') },
    ])
    .execute();
  return { meetingId };
}
