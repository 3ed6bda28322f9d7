import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../lib/session-cookies.js';
import { issueAnonymousSession } from './auth.js';
// Types only: what is loaded is the bundle built from this module (dist-ssr/), so the two always agree.
import type * as ServerRenderModule from '../../src/app/server-render.js';
import type { ApiTransport as Transport } from '../../src/lib/api-client.js';

/** A page whose data takes longer than this is sent with loading states: the browser finishes it. */
const DATA_TIMEOUT_MS = 800;
const ROOT_ELEMENT = '<div id="root"></div>';
/** The one call made as the visitor: the page shows their (anonymous) session and its CSRF token. */
const SESSION_PATH = '/api/auth/session';

/** Returns the app shell with a page's first screen rendered into it, or null to send the plain shell. */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  shell: string,
) => Promise<string | null>;

/** The path with `?state=` set, as the browser's api-client sends it. */
function inState(path: string, state: string): string {
  const url = new URL(path, 'http://statehouse.invalid');
  if (!url.searchParams.has('state')) url.searchParams.set('state', state);
  return `${url.pathname}${url.search}`;
}

/**
 * Answers the rendering page's API calls in-process (no socket) as the visitor: a signed-out one, so
 * public reads carry no cookie, and the session call carries their session id only; every call names
 * the visitor's state, as the browser's calls do.
 */
function visitorTransport(app: FastifyInstance, sessionId: string, state: string): Transport {
  return async (path, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') throw new Error(`${method} ${path} is left to the browser`);
    const cookie = path === SESSION_PATH ? `${SESSION_COOKIE}=${sessionId}` : undefined;
    const answer = await app.inject({
      method: 'GET',
      url: inState(path, state),
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
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
 * navigations from its app shell anyway.
 */
export async function loadPageRenderer(app: FastifyInstance, entry: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as typeof ServerRenderModule;
  // Several pages may render at once: each API call goes to the transport of the request it belongs to.
  const currentTransport = new AsyncLocalStorage<Transport>();
  bundle.setApiTransport((path, init) => {
    const transport = currentTransport.getStore();
    return transport ? transport(path, init) : Promise.reject(new Error(`${path}: no page is rendering`));
  });

  return async (request, reply, shell) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    if (request.user || !bundle.isServerRendered(pathname) || !shell.includes(ROOT_ELEMENT)) return null;
    // A visitor who has yet to pick one of several states gets the app shell, which asks them first.
    const state = request.jurisdiction?.code;
    if (!state) return null;
    // A first visit gets its anonymous session (and CSRF cookie) with this page; the page shows that one.
    if (!request.sessionId) issueAnonymousSession(request, reply);
    const sessionId = request.sessionId;
    if (!sessionId) return null;
    try {
      const page = await currentTransport.run(visitorTransport(app, sessionId, state), () =>
        bundle.renderPage(request.url, { timeoutMs: DATA_TIMEOUT_MS }),
      );
      if (!page) return null;
      return shell.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.state}`);
    } catch (error) {
      // The browser renders the page as it always could; a rendering bug must not cost the visit.
      request.log.warn({ err: error, url: request.url }, 'server rendering failed; sending the app shell');
      return null;
    }
  };
}
