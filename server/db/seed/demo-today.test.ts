// Issue 20, item 5: the first screen is not empty. On demo data, "today" (the server's, which the
// dashboard's Today's Schedule asks for by giving no date) has hearings and a floor session, and both
// chambers' live calendars open on today's floor actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { LiveCalendar } from '../../schemas/live-calendar.js';
import type { Schedule } from '../../schemas/agenda.js';
import type { StateList } from '../../schemas/states.js';
import { createDemoApp, type DemoApp } from '../../testing/demo-app.js';
import { DEMO_TODAY, isoDay } from './calendar.js';

let demo: DemoApp;
let app: App;
beforeAll(async () => {
  demo = await createDemoApp();
  ({ app } = demo);
});
afterAll(() => demo.close());

describe("the demo's today", () => {
  it("has hearings and a floor session on Today's Schedule", async () => {
    const schedule = (await app.inject({ url: '/api/calendar/schedule' })).json<Schedule>();
    expect(schedule.date).toBe(isoDay(DEMO_TODAY));
    const types = schedule.meetings.map((meeting) => meeting.meeting_type);
    expect(types.filter((type) => type === 'hearing').length).toBeGreaterThanOrEqual(3);
    expect(schedule.meetings.map((meeting) => meeting.title)).toContain('Senate Formal Session');
  });

  it('is the demo state’s today the client dates reports with', async () => {
    const { states } = (await app.inject({ url: '/api/states' })).json<StateList>();
    expect(states.find((state) => state.demo)?.today).toBe(isoDay(DEMO_TODAY));
  });

  it('opens both live calendars on today’s floor actions', async () => {
    for (const chamber of ['house', 'senate']) {
      const [latest] = (
        await app.inject({ url: `/api/live_calendar?chamber=${chamber}` })
      ).json<LiveCalendar>();
      expect(latest?.date, chamber).toBe(isoDay(DEMO_TODAY));
      expect(latest!.actions.length, chamber).toBeGreaterThan(0);
    }
  });
});
