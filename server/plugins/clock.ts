import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_TODAY, isoDay } from '../db/seed/calendar.js';
import { currentJurisdiction } from '../jurisdictions/jurisdiction-context.js';
import { dayInTimeZone } from '../jurisdictions/legislature-day.js';
import { profileFor } from '../jurisdictions/state-profiles.js';

export interface Clock {
  /** Today in the request's legislature ('YYYY-MM-DD'): what is upcoming, held, on today's schedule. */
  today(): string;
  /**
   * This moment as an ISO 8601 instant on `today()`, at the same time of day at the capitol: what a row
   * the app creates is stamped with, so a report made on the demo's "today" is dated that day, not the
   * machine's. `wallClock` (a client's clock reading, ms) is moved by the same amount, so the order of
   * writes is kept.
   */
  now(wallClock?: number): string;
}

const MS_PER_HOUR = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** Outside a request (and before a state is picked), the day in Boston, as before there were states. */
const FALLBACK_TIME_ZONE = profileFor('ma').timeZone;

/**
 * The one place routes learn the date: the day at the request's capitol, in its time zone (Jefferson
 * City is an hour behind Boston). The demo state has its own fixed "today": its data is generated around
 * it, so it never ages and Today's Schedule is never empty. `fixedToday` pins the day for every state
 * (STATEHOUSE_TODAY, and tests).
 */
export function createClock(fixedToday?: string | (() => string | undefined)): Clock {
  const pinned = typeof fixedToday === 'function' ? fixedToday : () => fixedToday;
  const timeZone = () => currentJurisdiction()?.profile.timeZone ?? FALLBACK_TIME_ZONE;
  const today = () => {
    const fixed = pinned();
    if (fixed) return fixed;
    const profile = currentJurisdiction()?.profile;
    if (profile?.demo) return isoDay(DEMO_TODAY);
    return dayInTimeZone(new Date(), timeZone());
  };
  return {
    today,
    now(wallClock) {
      const zone = timeZone();
      const day = today();
      const moment = Date.now();
      let shift = Date.parse(day) - Date.parse(dayInTimeZone(moment, zone));
      // Moved across a daylight-saving change, a moment near midnight can land an hour off the day.
      const off = Date.parse(dayInTimeZone(moment + shift, zone)) - Date.parse(day);
      if (off !== 0) shift -= Math.sign(off) * MS_PER_HOUR;
      return new Date((wallClock ?? moment) + shift).toISOString();
    },
  };
}

/** The app clock's now in the demo state, for rows the demo generator writes outside a request. */
export const demoNow = () => createClock(isoDay(DEMO_TODAY)).now();

async function clockPlugin(app: FastifyInstance, options: { today?: string | (() => string | undefined) }) {
  app.decorate('clock', createClock(options.today));
}

export default fp(clockPlugin, { name: 'clock' });
