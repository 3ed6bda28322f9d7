import type { FastifyReply } from 'fastify';
import { errorBody } from '../../../plugins/errors.js';
import { retryAfterSentence, SlidingWindowLimiter } from './rate-limiter.js';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * Failed sign-ins (and wrong current passwords) per account and per IP address: 5 per account stops
 * password guessing against one person; 20 per IP stops one machine trying many accounts while leaving
 * room for a shared capitol Wi-Fi. Sign-ups per IP are limited too, so the "email taken" answer cannot
 * be used to list accounts in bulk.
 */
export function createAuthLimits() {
  return {
    account: new SlidingWindowLimiter(5, FIFTEEN_MINUTES_MS),
    ip: new SlidingWindowLimiter(20, FIFTEEN_MINUTES_MS),
    signUp: new SlidingWindowLimiter(10, ONE_HOUR_MS),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** 429 with Retry-After and a sentence saying when to try again. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number, what: string) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(errorBody(429, `Too many ${what}. ${retryAfterSentence(retryAfterSeconds)}`));
}
