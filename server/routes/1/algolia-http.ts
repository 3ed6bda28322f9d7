import { promisify } from 'node:util';
import { gunzip, inflate } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SearchError } from '../../search/engine/search-error.js';
import { checkJsonBody } from '../../search/protocol/json-body.js';
import { credentialsOf } from './request-context.js';

const gunzipAsync = promisify(gunzip);
const inflateAsync = promisify(inflate);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Every body is JSON whatever its content-type: the v5 clients send `text/plain` (a "simple" request
 * in browsers, so no preflight), v4 sends `application/x-www-form-urlencoded`. A gzip'd body (v5's
 * `compression: 'gzip'`) is inflated first, to no more than the route's body limit. A body that is not
 * gzip, UTF-8, JSON, or is nested too deep, is a 400. Scoped to the /1 routes, so the rest of the app
 * keeps its parsers.
 */
export function acceptJsonBodies(app: FastifyInstance, bodyLimit: number) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit },
    async (request: FastifyRequest, body: Buffer) => {
      const raw = await decompressed(
        body,
        request.headers['content-encoding'],
        request.routeOptions.bodyLimit,
      );
      let text: string;
      try {
        text = utf8.decode(raw);
      } catch {
        throw new SearchError(400, 'The request body is not valid UTF-8');
      }
      if (text.trim() === '') return undefined;
      let value: unknown;
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        throw new SearchError(400, 'The request body is not valid JSON');
      }
      checkJsonBody(value);
      return value;
    },
  );
}

async function decompressed(body: Buffer, encoding: string | undefined, limit: number): Promise<Buffer> {
  const inflateAs = encoding === 'gzip' ? gunzipAsync : encoding === 'deflate' ? inflateAsync : undefined;
  if (!inflateAs) {
    if (encoding && encoding !== 'identity')
      throw new SearchError(415, `Unsupported content-encoding '${encoding}': send gzip, deflate or none`);
    return body;
  }
  try {
    return await inflateAs(body, { maxOutputLength: limit });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new SearchError(413, `The request body is larger than ${limit} bytes once inflated`);
    throw new SearchError(400, `The request body is not valid ${encoding} data`);
  }
}

/** Reads (searches) and writes have their own body limits; a route without one is a write. */
export function limitBodies(app: FastifyInstance, writeLimit: number) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= writeLimit;
  });
}

/**
 * Every /1 request needs valid credentials: checked as the request arrives, before its body is read or
 * parsed (a malformed body sent without a key used to reach the parsers).
 */
export function requireCredentials(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS') app.searchService.authenticate(credentialsOf(request));
  });
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
