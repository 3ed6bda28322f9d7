import type { Db } from '../database.js';
import { agendaRepository } from './agenda-repository.js';
import { authAttemptsRepository } from './auth-attempts-repository.js';
import { billTextRepository } from './bill-text-repository.js';
import { billsRepository } from './bills-repository.js';
import { committeesRepository } from './committees-repository.js';
import { idempotentRequestsRepository } from './idempotent-requests-repository.js';
import { journalRepository } from './journal-repository.js';
import { lawsRepository } from './laws-repository.js';
import { legislatorsRepository } from './legislators-repository.js';
import { liveCalendarRepository } from './live-calendar-repository.js';
import { meetingsRepository } from './meetings-repository.js';
import { newsCategoriesRepository } from './news-categories-repository.js';
import { newsRepository } from './news-repository.js';
import { passkeysRepository } from './passkeys-repository.js';
import { pressReleasesRepository } from './press-releases-repository.js';
import { relatedBillsRepository } from './related-bills-repository.js';
import { reportsRepository } from './reports-repository.js';
import { sessionsRepository } from './sessions-repository.js';
import { trackingRepository } from './tracking-repository.js';
import { usersRepository } from './users-repository.js';
import { votesRepository } from './votes-repository.js';
import { whipboardsRepository } from './whipboards-repository.js';

/** Every repository over one database handle; decorated onto Fastify as `app.repos`. */
export function createRepositories(db: Db) {
  return {
    legislators: legislatorsRepository(db),
    committees: committeesRepository(db),
    bills: billsRepository(db),
    relatedBills: relatedBillsRepository(db),
    billText: billTextRepository(db),
    journal: journalRepository(db),
    laws: lawsRepository(db),
    liveCalendar: liveCalendarRepository(db),
    meetings: meetingsRepository(db),
    votes: votesRepository(db),
    news: newsRepository(db),
    pressReleases: pressReleasesRepository(db),
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    authAttempts: authAttemptsRepository(db),
    idempotentRequests: idempotentRequestsRepository(db),
    agenda: agendaRepository(db),
    tracking: trackingRepository(db),
    reports: reportsRepository(db),
    newsCategories: newsCategoriesRepository(db),
    passkeys: passkeysRepository(db),
    whipboards: whipboardsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
