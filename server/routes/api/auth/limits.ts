import type { FastifyReply } from 'fastify';
import { errorBody } from '../../../plugins/errors.js';
import {
  ProgressiveDelay,
  retryAfterSentence,
  SlidingWindowLimiter,
  type AttemptStore,
} from './rate-limiter.js';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * Failed sign-ins per account AND address: 5 stop one machine guessing one person's password, and a
 * stranger exhausting them locks out only themselves, never the owner on their own phone (issue 17).
 * Per address, 20 across accounts stop one machine trying many accounts while leaving room for a shared
 * capitol Wi-Fi. Per account from every address, failures beyond 10 slow each further attempt (a
 * quarter second, doubling, at most 8 s): guessing from many machines becomes slow, refusal never.
 * Wrong current passwords (signed in) count per account. Sign-ups per IP are limited too, so the
 * "email taken" answer cannot be used to list accounts in bulk.
 * Counted in `store` (the database), so every API process on it counts the same attempts.
 */
export function createAuthLimits(store: AttemptStore) {
  return {
    accountAddress: new SlidingWindowLimiter(store, 'account-address', 5, FIFTEEN_MINUTES_MS),
    accountDelay: new ProgressiveDelay(store, 'account-delay', 10, FIFTEEN_MINUTES_MS, 250, 8000),
    account: new SlidingWindowLimiter(store, 'account', 5, FIFTEEN_MINUTES_MS),
    ip: new SlidingWindowLimiter(store, 'ip', 20, FIFTEEN_MINUTES_MS),
    signUp: new SlidingWindowLimiter(store, 'sign-up', 10, ONE_HOUR_MS),
  };
}

/** The key of one account's failures from one address. */
export const accountAddressKey = (account: string, ip: string) => `${account}\u0000${ip}`;
export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** 429 with Retry-After and a sentence saying when to try again. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number, what: string) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(errorBody(429, `Too many ${what}. ${retryAfterSentence(retryAfterSeconds)}`));
}
