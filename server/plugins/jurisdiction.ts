import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseCookies, serializeCookie } from '../lib/cookies.js';
import { STATE_COOKIE } from '../lib/state-cookie.js';
import { jurisdictionsRepository } from '../db/repositories/jurisdictions-repository.js';
import {
  contextFor,
  runInJurisdiction,
  type Jurisdiction,
  type JurisdictionContext,
} from '../jurisdictions/jurisdiction-context.js';

/** About as long as a browser keeps a cookie (400 days): a reader picks a state once. */
const STATE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** States appear with an import or a sync from another process; a few seconds late is fine. */
const STATES_CACHE_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every state the server holds (cached for a few seconds). */
    jurisdictions(): Promise<Jurisdiction[]>;
    /** The postal code of a row's jurisdiction_id. */
    stateCodeOf(jurisdictionId: number): Promise<string>;
    /** The state a request is about, as the rest of it will see it (a 400 for an unknown `?state=`). */
    resolveJurisdiction(
      request: FastifyRequest,
    ): Promise<{ state: Jurisdiction | null; all: Jurisdiction[] }>;
  }
  interface FastifyRequest {
    /** The state this request is about; null when the server holds several and nothing says which. */
    jurisdiction: JurisdictionContext | null;
  }
}

class BadStateError extends Error {
  statusCode = 400;
}

export interface JurisdictionPluginOptions {
  /** DEFAULT_STATE: the state of requests that name none, when the reader has not picked one. */
  defaultState?: string;
}

/** Remembers the reader's pick on this device. */
export function setStateCookie(request: FastifyRequest, reply: FastifyReply, code: string): void {
  const cookie = serializeCookie(STATE_COOKIE, code, {
    maxAge: STATE_COOKIE_MAX_AGE_S,
    secure: request.protocol === 'https',
    sameSite: 'Lax',
  });
  const existing = reply.getHeader('set-cookie');
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter(
    (line) => !line.startsWith(`${STATE_COOKIE}=`),
  );
  reply.header('set-cookie', [...others, cookie]);
}

/**
 * Resolves the state of every request, once: `?state=ma` when given (an unknown one is a 400 naming it),
 * else the signed-in reader's pick, else this device's, else DEFAULT_STATE, else the only state present.
 * The rest of the request runs inside that scope (jurisdiction-context.ts), so repositories, the clock
 * and the search key follow it without being told.
 */
async function jurisdictionPlugin(app: FastifyInstance, options: JurisdictionPluginOptions) {
  const repository = jurisdictionsRepository(app.db);
  let cached: { at: number; states: Promise<Jurisdiction[]> } | null = null;
  app.decorate('jurisdictions', () => {
    const now = Date.now();
    if (!cached || now - cached.at > STATES_CACHE_MS) {
      const states = repository.list();
      cached = { at: now, states };
      // A failed read is not kept: the next request asks again.
      states.catch(() => {
        if (cached?.states === states) cached = null;
      });
    }
    return cached.states;
  });
  app.decorate('stateCodeOf', async (jurisdictionId: number) => {
    let state = (await app.jurisdictions()).find((s) => s.id === jurisdictionId);
    if (!state) {
      // Added since the list was read (an import running beside the server).
      cached = null;
      state = (await app.jurisdictions()).find((s) => s.id === jurisdictionId);
    }
    if (!state) throw new Error(`no jurisdiction ${jurisdictionId}`);
    return state.code;
  });
  app.decorateRequest('jurisdiction', null);

  const defaultState = options.defaultState?.trim().toLowerCase() || undefined;

  async function resolve(
    request: FastifyRequest,
  ): Promise<{ state: Jurisdiction | null; all: Jurisdiction[] }> {
    const all = await app.jurisdictions();
    const byCode = (code: string | undefined) =>
      code === undefined ? undefined : all.find((state) => state.code === code.trim().toLowerCase());
    const requested = (request.query as Record<string, unknown> | undefined)?.state;
    if (requested !== undefined) {
      const state = typeof requested === 'string' ? byCode(requested) : undefined;
      if (!state) {
        const codes = all.map((s) => s.code).join(', ') || 'none yet';
        throw new BadStateError(`querystring/state must be one of the states this server holds: ${codes}`);
      }
      return { state, all };
    }
    const userState = request.user?.jurisdictionId
      ? all.find((state) => state.id === request.user?.jurisdictionId)
      : undefined;
    const state =
      userState ??
      byCode(parseCookies(request.headers.cookie)[STATE_COOKIE]) ??
      byCode(defaultState) ??
      (all.length === 1 ? all[0] : undefined);
    return { state: state ?? null, all };
  }

  app.decorate('resolveJurisdiction', resolve);

  // An answer for a request that names no state depends on the reader's cookie or account.
  app.addHook('onSend', async (request, reply, payload) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!request.url.startsWith('/api/') || query?.state !== undefined) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\bcookie\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
    return payload;
  });

  // preValidation, after the body is read: a body stream's events would run outside a scope entered
  // earlier (the reason @fastify/request-context recommends this hook for POST routes).
  app.addHook('preValidation', (request, _reply, done) => {
    // The Algolia-compatible API and static files are about no state (search keys carry theirs).
    if (request.url.startsWith('/1/') || request.url.startsWith('/assets/')) return done();
    resolve(request).then(({ state, all }) => {
      request.jurisdiction = state && contextFor(state);
      runInJurisdiction(
        state,
        () => done(),
        all.map((s) => s.code),
      );
    }, done);
  });
}

export default fp(jurisdictionPlugin, { name: 'jurisdiction', dependencies: ['database', 'auth'] });
