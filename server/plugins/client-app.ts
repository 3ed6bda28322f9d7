import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withColorSchemeScript } from '../lib/color-scheme-script.js';
import { encodeText, preferredEncoding, type TextEncoding } from '../lib/compress-text.js';
import { errorBody } from './errors.js';
import { loadPageRenderer, type PageRenderer } from './page-renderer.js';

/** Client routes that must load the app shell on a direct visit or reload (spec §2 routes). */
const spaPaths = [/^\/$/, /^\/app(\/.*)?$/, /^\/laws\/?$/, /^\/whipboard(\/.*)?$/];
const apiPaths = /^\/(api|1)(\/|$)/;

export function isSpaPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return spaPaths.some((pattern) => pattern.test(path));
}

/**
 * Serves the built client from `clientDir` and answers every unknown URL: JSON 404 under /api and /1,
 * the app shell (index.html) for client routes, and the app shell with status 404 for other pages so the
 * client shows its not-found screen.
 */
async function clientAppPlugin(
  app: FastifyInstance,
  options: { clientDir?: string; serverRenderEntry?: string; renderDataTimeoutMs?: number },
) {
  const { clientDir, serverRenderEntry, renderDataTimeoutMs } = options;
  const indexFile = clientDir ? join(clientDir, 'index.html') : undefined;
  const built = clientDir !== undefined && indexFile !== undefined && existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false, // files are listed at start; anything else falls through to the not-found handler
      index: false,
      // The build writes .br and .gz beside each asset; serving them cuts the main script ~4×.
      preCompressed: true,
      cacheControl: false, // our setHeaders decides, per file
      setHeaders(res, filePath) {
        // Hashed bundles never change; everything else (sw.js, manifest, index.html) must revalidate so
        // an update reaches users on their next visit.
        if (filePath.startsWith(join(clientDir, 'assets'))) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }
  const indexHtml = built ? withColorSchemeScript(readFileSync(indexFile, 'utf8')) : undefined;
  const shell = indexHtml ?? '';
  // The rendering bundle loads beside start-up, not inside it: on a busy machine its import took longer
  // than Fastify's plugin timeout and the start failed (issue 17). Until it is loaded, pages are sent
  // as the plain app shell, which the browser renders as it always could.
  let renderPage: PageRenderer | null = null;
  if (built && serverRenderEntry) {
    app.readiness.expect('server rendering');
    loadPageRenderer(app, serverRenderEntry, shell, renderDataTimeoutMs).then(
      (renderer) => {
        renderPage = renderer;
        app.readiness.mark('server rendering');
      },
      (error: unknown) => {
        // Pages stay the app shell; the server is still ready to serve them.
        app.log.error({ err: error }, 'server rendering is off: its bundle could not be loaded');
        app.readiness.mark('server rendering');
      },
    );
  }

  // The plain shell never changes: compressed once per encoding, not on every navigation.
  const encodedShells = new Map<TextEncoding | undefined, ReturnType<typeof encodeText>>();
  const encodedShell = (encoding: TextEncoding | undefined) => {
    const encoded = encodedShells.get(encoding) ?? encodeText(shell, encoding);
    encodedShells.set(encoding, encoded);
    return encoded;
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply, statusCode: number) => {
    const page = statusCode === 200 ? await renderPage?.(request, reply) : null;
    const wanted = preferredEncoding(request.headers['accept-encoding']);
    const { body, encoding } = page ? page.encoded(wanted) : encodedShell(wanted);
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .status(statusCode)
        .type('text/html; charset=utf-8')
        // A rendered page is the one for the reader's state and sign-in, both told by cookies.
        .header('vary', page ? 'accept-encoding, cookie' : 'accept-encoding')
        // A rendered page holds that moment's data: never reused by a shared cache, revalidated by the browser.
        .header('cache-control', page ? 'private, no-cache' : 'no-cache')
        .send(body)
    );
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (apiPaths.test(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(404, `No route for ${request.method} ${path}`));
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .send(
          errorBody(
            503,
            'The web app has not been built. Run `npm run build` (or `npm start`, which builds it).',
          ),
        );
    }
    return sendShell(request, reply, isSpaPath(path) ? 200 : 404);
  });
}

export default fp(clientAppPlugin, { name: 'client-app' });
