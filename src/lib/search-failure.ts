/**
 * What went wrong with a search, in our words (issue 18: no vendor error text reaches a reader). The
 * algoliasearch client reports a dead link as "Unreachable hosts - your application id may be
 * incorrect…"; a reader on a capitol phone needs to know whether they are offline, the link is too slow,
 * or the service is busy, and whether trying again can help.
 */
export type SearchFailureKind = 'offline' | 'unreachable' | 'timeout' | 'busy' | 'refused' | 'unreadable';

export interface SearchFailure {
  kind: SearchFailureKind;
  /** The sentence shown to the reader. */
  message: string;
  /** Trying the same search again cannot help (the service refused it): no saved-items fallback either. */
  permanent: boolean;
}

/** One attempt's outcome as the algoliasearch transporter records it in a RetryError's stack trace. */
interface AttemptResponse {
  status?: number;
  isTimedOut?: boolean;
}

const MESSAGES: Record<SearchFailureKind, (status?: number) => string> = {
  offline: () => 'You are offline.',
  unreachable: () => "Statehouse's search could not be reached. Check your connection.",
  timeout: () =>
    'The search timed out: the connection is too slow or the search service did not answer in time.',
  busy: (status) => `The search service is busy${status ? ` (error ${status})` : ''}. Try again in a moment.`,
  refused: (status) =>
    status === 403
      ? 'The search key of this page is no longer accepted. Reload the page.'
      : `The search service could not run this search${status ? ` (error ${status})` : ''}. Change the words or filters and try again.`,
  unreadable: () => "The search service sent an answer Statehouse couldn't read.",
};

export function searchFailure(kind: SearchFailureKind, status?: number): SearchFailure {
  return { kind, message: MESSAGES[kind](status), permanent: kind === 'refused' };
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function fromAttempt(response: AttemptResponse | undefined): SearchFailure {
  const status = response?.status ?? 0;
  if (response?.isTimedOut) return searchFailure('timeout');
  if (status === 0) return searchFailure(isOffline() ? 'offline' : 'unreachable');
  return searchFailure('busy', status);
}

/**
 * Reads any error a search client throws: the transporter's RetryError (every attempt failed: its last
 * attempt says how), its ApiError (the service answered 4xx after retries: 429 is busy, the rest refused),
 * a DeserializationError, or anything else (a failed fetch).
 */
export function searchFailureOf(error: unknown): SearchFailure {
  if (isSearchFailureError(error)) return error.failure;
  const named = error as { name?: string; status?: number; stackTrace?: { response?: AttemptResponse }[] };
  switch (named?.name) {
    case 'RetryError':
      return fromAttempt(named.stackTrace?.at(-1)?.response);
    case 'ApiError':
    case 'DetailedApiError':
      if (named.status === 429 || (named.status ?? 0) >= 500) return searchFailure('busy', named.status);
      return searchFailure('refused', named.status);
    case 'DeserializationError':
      return searchFailure('unreadable');
    default:
      return searchFailure(isOffline() ? 'offline' : 'unreachable');
  }
}

/** A search error that carries our reading of it, so InstantSearch's error state shows our words. */
export class SearchFailureError extends Error {
  override readonly name = 'SearchFailureError';

  constructor(readonly failure: SearchFailure) {
    super(failure.message);
  }
}

export const isSearchFailureError = (error: unknown): error is SearchFailureError =>
  error instanceof SearchFailureError;
