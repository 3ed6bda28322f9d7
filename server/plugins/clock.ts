import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { legislatureDay } from '../db/import/legislature-dates.js';

export interface Clock {
  /** Today in the legislature's calendar (Boston), 'YYYY-MM-DD': what is upcoming, held, on today's schedule. */
  today(): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/**
 * The one place routes learn the date. `fixedToday` pins it: the demo data is generated around a fixed
 * "today" (so it never ages), and a demo whose today were the real date would show an empty schedule and
 * no upcoming hearings; tests pin it too.
 */
export function createClock(fixedToday?: string | (() => string | undefined)): Clock {
  const pinned = typeof fixedToday === 'function' ? fixedToday : () => fixedToday;
  return { today: () => pinned() ?? (legislatureDay(new Date().toISOString()) as string) };
}

async function clockPlugin(app: FastifyInstance, options: { today?: string | (() => string | undefined) }) {
  app.decorate('clock', createClock(options.today));
}

export default fp(clockPlugin, { name: 'clock' });
