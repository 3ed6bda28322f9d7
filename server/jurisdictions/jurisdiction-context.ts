// The state a request is about, resolved once per request (server/plugins/jurisdiction.ts) and read by
// the repositories, the clock and the search key wherever they run inside that request: one
// request-scoped value instead of a parameter threaded through every route and query. Work outside a
// request (importers, the indexer, the demo floor session) names its jurisdiction in the rows it writes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { profileFor, type StateProfile } from './state-profiles.js';

export interface Jurisdiction {
  id: number;
  /** Postal code in lower case, e.g. 'ma'. */
  code: string;
  ocdId: string;
  name: string;
}

export interface JurisdictionContext extends Jurisdiction {
  profile: StateProfile;
}

/** A request's scope: its state, or none when the server holds several and nothing says which. */
interface RequestScope {
  jurisdiction: JurisdictionContext | null;
  /** The codes a request could name, for the error that asks for one. */
  choices: readonly string[];
}

/** A list was asked for while several states are held and the request names none: a 400 naming `state`. */
export class StateRequiredError extends Error {
  statusCode = 400;
  constructor(choices: readonly string[]) {
    super(
      `querystring/state is required: this server holds several states (${choices.join(', ')}); ` +
        `name one, e.g. ?state=${choices[0] ?? 'ma'}`,
    );
  }
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Made once per state row read (the list is re-read every few seconds), not once per request. */
const contexts = new WeakMap<Jurisdiction, JurisdictionContext>();

export function contextFor(jurisdiction: Jurisdiction): JurisdictionContext {
  let context = contexts.get(jurisdiction);
  if (!context) {
    context = { ...jurisdiction, profile: profileFor(jurisdiction.code) };
    contexts.set(jurisdiction, context);
  }
  return context;
}

/** Runs `work` (and everything it starts) as a request about `jurisdiction` (null: not determined). */
export function runInJurisdiction<T>(
  jurisdiction: Jurisdiction | null,
  work: () => T,
  choices: readonly string[] = [],
): T {
  return storage.run({ jurisdiction: jurisdiction && contextFor(jurisdiction), choices }, work);
}

/** The state the current request is about; undefined outside a request or when it names none. */
export function currentJurisdiction(): JurisdictionContext | undefined {
  return storage.getStore()?.jurisdiction ?? undefined;
}

/**
 * The jurisdiction id a list is filtered by: the request's state. A request of a server holding several
 * states that names none gets a 400 here, where a state matters (a bill by id does not need one). Outside
 * a request there is no scope and lists span every state: only background work and single-state
 * repository tests run there.
 */
/** The request's state, for rows it creates (a whipboard on a question): a 400 when it names none. */
export function requestJurisdictionId(): number {
  const jurisdictionId = jurisdictionScope();
  if (jurisdictionId === undefined) throw new Error('a row of a state was created outside a request');
  return jurisdictionId;
}

export function jurisdictionScope(): number | undefined {
  const scope = storage.getStore();
  if (!scope) return undefined;
  // A server with no state yet (no data loaded) lists nothing; no row has jurisdiction 0.
  if (!scope.jurisdiction && scope.choices.length === 0) return 0;
  if (!scope.jurisdiction) throw new StateRequiredError(scope.choices);
  return scope.jurisdiction.id;
}
