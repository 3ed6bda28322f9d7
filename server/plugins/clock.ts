import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_TODAY, isoDay } from '../db/seed/calendar.js';
import { currentJurisdiction } from '../jurisdictions/jurisdiction-context.js';
import { dayInTimeZone } from '../jurisdictions/legislature-day.js';
import { profileFor } from '../jurisdictions/state-profiles.js';

export interface Clock {
  /** Today in the request's legislature ('YYYY-MM-DD'): what is upcoming, held, on today's schedule. */
  today(): string;
}

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
  return {
    today: () => {
      const fixed = pinned();
      if (fixed) return fixed;
      const profile = currentJurisdiction()?.profile;
      if (profile?.demo) return isoDay(DEMO_TODAY);
      return dayInTimeZone(new Date(), profile?.timeZone ?? FALLBACK_TIME_ZONE);
    },
  };
}

async function clockPlugin(app: FastifyInstance, options: { today?: string | (() => string | undefined) }) {
  app.decorate('clock', createClock(options.today));
}

export default fp(clockPlugin, { name: 'clock' });
