import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.js';

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
async function clientAppPlugin(app: FastifyInstance, options: { clientDir?: string }) {
  const { clientDir } = options;
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
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;

  const sendShell = (reply: FastifyReply, statusCode: number) =>
    reply
      .status(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
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
    return sendShell(reply, isSpaPath(path) ? 200 : 404);
  });
}

export default fp(clientAppPlugin, { name: 'client-app' });
