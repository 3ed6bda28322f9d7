import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SharedBodyCache, type SharedBody } from '../lib/shared-body-cache.js';
import { issueAnonymousSession } from './auth.js';
// Types only: what is loaded is the bundle built from this module (dist-ssr/), so the two always agree.
import type * as ServerRenderModule from '../../src/app/server-render.js';
import type { ApiTransport as Transport } from '../../src/lib/api-client.js';
import type { SessionState } from '../schemas/auth.js';

/**
 * A page whose data is waited for longer than this is sent with loading states: the browser finishes it.
 * The bill search's results, which need the page's search configuration first, have as long again. Time
 * the server spends busy (other renders, a crowd) does not count (src/app/data-wait.ts).
 */
const DATA_TIMEOUT_MS = 800;
/**
 * A page sent without data that came late is rendered once more in the background with this long for it
 * (time spent waiting, as above; at least twice the usual limit), and kept when complete: otherwise, while
 * a slow dependency (a search service, a loaded database) keeps every render past the limit, every visitor
 * of a crowd gets a render of their own and a page the browser has to finish.
 */
const LATE_PAGE_TIMEOUT_MS = 10_000;
const ROOT_ELEMENT = '<div id="root"></div>';
const HTML = 'text/html; charset=utf-8';
const SESSION_PATH = '/api/auth/session';
/** The search engine's multi-query route: the one call besides GETs a page makes while rendering. */
const SEARCH_PATH = '/1/indexes/*/queries';
/**
 * The session a shared page holds: signed out, and no CSRF token, since the page is everyone's. The
 * visitor's own token arrives as the csrf_token cookie set with the page, which the browser's
 * api-client reads first (src/lib/csrf-token.ts); a hydrated session answer never supplies it.
 */
const SIGNED_OUT: SessionState = { user: null, csrfToken: '' };
/**
 * Seven pages per state and day, plus query-string variants, and the bills' pages signed-out readers open
 * (least recently used out, so the busy first screens stay); each ~40–200 KB with its compressed forms.
 */
const PAGE_CACHE_LIMITS = { maxEntries: 200, maxBytes: 48 * 1024 * 1024 };
/**
 * How long a kept page is served, at most. Its answers reach the browser stamped with when they were
 * fetched, and the browser asks again, as it starts, for any older than a minute (STALE_TIME_MS in
 * src/lib/query-client.ts): a page kept longer, though its data had not changed, made every visitor's
 * browser fetch all of it again and draw the screen a second time while starting (issue 20). Half of
 * that: a page arrives with half a minute or more before its answers are due again.
 */
const PAGE_KEEP_MS = 30_000;

/**
 * The page for a signed-out visitor: the app shell with its first screen rendered into it, shared by
 * every signed-out visitor of the URL in the same state; null to send the plain shell.
 */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<SharedBody | null>;

/** The path with `?state=` set, as the browser's api-client sends it. */
function inState(path: string, state: string): string {
  const url = new URL(path, 'http://statehouse.invalid');
  if (!url.searchParams.has('state')) url.searchParams.set('state', state);
  return `${url.pathname}${url.search}`;
}

/**
 * Answers the rendering page's API calls in-process (no socket) as a signed-out visitor with no cookie
 * at all, so nothing of the visitor who happened to ask first is in the page; every call names the
 * state, as the browser's calls do.
 */
function signedOutTransport(app: FastifyInstance, state: string): Transport {
  return async (path, init) => {
    const method = init.method ?? 'GET';
    const url = new URL(path, 'http://statehouse.invalid');
    const search = method === 'POST' && url.pathname === SEARCH_PATH;
    if (method !== 'GET' && !search) throw new Error(`${method} ${path} is left to the browser`);
    if (url.pathname === SESSION_PATH) return Response.json(SIGNED_OUT);
    const answer = search
      ? // The bill search's first results (src/app/server-search.tsx): the embedded engine's own route,
        // with the state's search-only key the page's search client sends, as the browser's would.
        await app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: { ...Object.fromEntries(new Headers(init.headers)), accept: 'application/json' },
          payload: init.body as string,
        })
      : await app.inject({
          method: 'GET',
          url: inState(path, state),
          headers: { accept: 'application/json' },
        });
    const contentType = answer.headers['content-type'];
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * Loads the server-rendering bundle when it was built. Pages are rendered for signed-out visitors only:
 * what a signed-in reader sees depends on their session, and a returning reader's service worker answers
 * navigations from its app shell anyway. A page depends then only on its URL, the state, the day at
 * its capitol and public data, so it is rendered once per data version (issue 17: a render takes
 * 0.1–1 s of CPU; a crowd arriving after a floor vote would queue behind them) and compressed once.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entry: string,
  shell: string,
  dataTimeoutMs = DATA_TIMEOUT_MS,
): Promise<PageRenderer | null> {
  if (!existsSync(entry) || !shell.includes(ROOT_ELEMENT)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as typeof ServerRenderModule;
  // Several pages may render at once: each API call goes to the transport of the request it belongs to.
  const currentTransport = new AsyncLocalStorage<Transport>();
  bundle.setApiTransport((path, init) => {
    const transport = currentTransport.getStore();
    return transport ? transport(path, init) : Promise.reject(new Error(`${path}: no page is rendering`));
  });
  const pages = new SharedBodyCache(PAGE_CACHE_LIMITS);

  const render = async (request: FastifyRequest, state: string, timeoutMs = dataTimeoutMs) => {
    try {
      const page = await currentTransport.run(signedOutTransport(app, state), () =>
        bundle.renderPage(request.url, { timeoutMs }),
      );
      if (!page) return null;
      const text = shell.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.state}`);
      // A page whose data came late or failed is sent to this visitor, never kept for others.
      return { text, keep: page.complete, late: page.late === true };
    } catch (error) {
      // The browser renders the page as it always could; a rendering bug must not cost the visit.
      request.log.warn({ err: error, url: request.url }, 'server rendering failed; sending the app shell');
      return null;
    }
  };

  /** Background renders of late pages, one per page and data version at a time. */
  const finishing = new Set<string>();
  const finishLate = (key: string, version: number, request: FastifyRequest, state: string) => {
    const slot = `${version} ${key}`;
    if (finishing.has(slot)) return;
    finishing.add(slot);
    void render(request, state, Math.max(LATE_PAGE_TIMEOUT_MS, 2 * dataTimeoutMs))
      .then((page) => {
        if (page?.keep) pages.set(key, version, page.text, HTML);
        else request.log.warn({ url: request.url }, 'a late page was still incomplete with more time');
      })
      .finally(() => finishing.delete(slot));
  };

  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    if (request.user || !bundle.isServerRendered(pathname)) return null;
    // A visitor who has yet to pick one of several states gets the app shell, which asks them first.
    const state = request.jurisdiction?.code;
    if (!state) return null;
    // A first visit gets its anonymous session (and CSRF cookie) with the page.
    if (!request.sessionId) issueAnonymousSession(request, reply);
    // Read before rendering, so a kept page is never older than its version says.
    const version = await app.dataVersion();
    let key = `${state} ${app.clock.today()} @${Math.floor(Date.now() / PAGE_KEEP_MS)} ${request.url}`;
    // The indexer publishes a write to the search engine a moment after the database has it, so a page
    // of search results is kept per published write of the engine too. A process without the engine
    // (SEARCH_URL) cannot see those, and renders such a page for each visitor.
    const searches = bundle.searchesOnServer(pathname);
    const engine = searches && app.hasDecorator('searchService') ? app.searchService : null;
    if (engine) key += ` search@${engine.publishedSeq}`;
    const keepable = !searches || engine !== null;
    return pages.getOrProduce(key, version, HTML, async () => {
      const page = await render(request, state);
      if (page?.late && keepable) finishLate(key, version, request, state);
      return page && { text: page.text, keep: page.keep && keepable };
    });
  };
}
