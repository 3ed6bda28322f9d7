// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchFailureError, searchFailure, searchFailureOf } from './search-failure';

/** What the algoliasearch transporter throws when every attempt failed (client-common's RetryError). */
const retryError = (...responses: { status: number; isTimedOut: boolean }[]) =>
  Object.assign(new Error('Unreachable hosts - your application id may be incorrect.'), {
    name: 'RetryError',
    stackTrace: responses.map((response) => ({ response })),
  });
const apiError = (status: number) =>
  Object.assign(new Error('Invalid filters'), { name: 'ApiError', status, stackTrace: [] });

afterEach(() => vi.unstubAllGlobals());

describe('searchFailureOf', () => {
  it('names what happened on the last attempt, in our words', () => {
    expect(searchFailureOf(retryError({ status: 0, isTimedOut: true })).kind).toBe('timeout');
    expect(
      searchFailureOf(retryError({ status: 0, isTimedOut: true }, { status: 503, isTimedOut: false })),
    ).toEqual({
      kind: 'busy',
      message: 'The search service is busy (error 503). Try again in a moment.',
      permanent: false,
    });
    expect(searchFailureOf(retryError({ status: 0, isTimedOut: false })).kind).toBe('unreachable');
    vi.stubGlobal('navigator', { onLine: false });
    expect(searchFailureOf(retryError({ status: 0, isTimedOut: false }))).toMatchObject({
      kind: 'offline',
      message: 'You are offline.',
    });
  });

  it('treats an answer the service refused as permanent, and a rate limit as busy', () => {
    expect(searchFailureOf(apiError(400))).toEqual({
      kind: 'refused',
      message:
        'The search service could not run this search (error 400). Change the words or filters and try again.',
      permanent: true,
    });
    expect(searchFailureOf(apiError(403)).message).toBe(
      'The search key of this page is no longer accepted. Reload the page.',
    );
    expect(searchFailureOf(apiError(429))).toMatchObject({ kind: 'busy', permanent: false });
  });

  it('never passes vendor text on', () => {
    for (const error of [retryError(), apiError(400), new Error('boom'), 'weird', undefined]) {
      const { message } = searchFailureOf(error);
      expect(message).not.toMatch(/Unreachable hosts|Invalid filters|boom|Algolia/i);
    }
    expect(searchFailureOf({ name: 'DeserializationError' }).kind).toBe('unreadable');
    expect(searchFailureOf(new SearchFailureError(searchFailure('timeout'))).kind).toBe('timeout');
  });
});
