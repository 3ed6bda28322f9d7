import type { Db } from '../database.js';
import { billsRepository } from './bills-repository.js';
import { committeesRepository } from './committees-repository.js';
import { legislatorsRepository } from './legislators-repository.js';
import { liveCalendarRepository } from './live-calendar-repository.js';

/** Every repository over one database handle; decorated onto Fastify as `app.repos`. */
export function createRepositories(db: Db) {
  return {
    legislators: legislatorsRepository(db),
    committees: committeesRepository(db),
    bills: billsRepository(db),
    liveCalendar: liveCalendarRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
