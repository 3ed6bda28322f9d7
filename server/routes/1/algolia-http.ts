import { promisify } from 'node:util';
import { gunzip, inflate } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SearchError } from '../../search/engine/search-error.js';

const gunzipAsync = promisify(gunzip);
const inflateAsync = promisify(inflate);

/**
 * Every body is JSON whatever its content-type: the v5 clients send `text/plain` (a "simple" request
 * in browsers, so no preflight), v4 sends `application/x-www-form-urlencoded`. A gzip'd body (v5's
 * `compression: 'gzip'`) is inflated first. Scoped to the /1 routes, so the rest of the app keeps its parsers.
 */
export function acceptJsonBodies(app: FastifyInstance, bodyLimit: number) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit },
    async (request: FastifyRequest, body: Buffer) => {
      const encoding = request.headers['content-encoding'];
      const options = { maxOutputLength: bodyLimit };
      const raw =
        encoding === 'gzip'
          ? await gunzipAsync(body, options)
          : encoding === 'deflate'
            ? await inflateAsync(body, options)
            : body;
      const text = raw.toString('utf8');
      if (text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new SearchError(400, 'The request body is not valid JSON');
      }
    },
  );
}

const allowedHeaders = [
  'content-type',
  'content-encoding',
  'x-algolia-api-key',
  'x-algolia-application-id',
  'x-algolia-agent',
  'x-algolia-usertoken',
  'x-algolia-user-id',
  'request-id',
].join(', ');

/** Browsers call the search API cross-origin (a CDN-hosted InstantSearch page, another host): allow it. */
export function allowCrossOrigin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method !== 'OPTIONS') return;
    reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    reply.header(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? allowedHeaders,
    );
    reply.header('access-control-max-age', '86400');
  });
  app.options('/1/*', async (_request, reply) => reply.status(200).send());
}

/** Errors in Algolia's shape, `{message, status}`, which the clients read; 5xx never leak internals. */
export function answerErrorsLikeAlgolia(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | SearchError, request: FastifyRequest, reply: FastifyReply) => {
    const status =
      error instanceof SearchError ? error.status : error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'search request failed');
      return reply
        .status(status)
        .send({ message: 'Something went wrong on our side. Please try again.', status });
    }
    return reply.status(status).send({ message: error.message, status });
  });
}
