import type { FastifyInstance } from 'fastify';
import {
  acceptJsonBodies,
  allowCrossOrigin,
  answerErrorsLikeAlgolia,
  limitBodies,
  requireCredentials,
} from './algolia-http.js';
import indexRoutes from './index-routes.js';
import keyRoutes from './key-routes.js';
import objectRoutes from './object-routes.js';
import ruleRoutes from './rule-routes.js';
import searchRoutes from './search-routes.js';
import synonymRoutes from './synonym-routes.js';

export interface AlgoliaRoutesOptions {
  /** Largest write body (a batch of records); Algolia's own limit is about 10 MB. Searches have their own. */
  bodyLimit?: number;
}

/**
 * The Algolia-compatible REST API under /1, which the unmodified algoliasearch clients (v5, v4 lite) and
 * InstantSearch talk to. Needs the search plugin (`app.searchService`) registered first. Encapsulated: its
 * body parsers, CORS headers and `{message, status}` errors apply to these routes only. Request bodies are
 * read by the protocol parsers rather than route schemas: they coerce values the way Algolia does and
 * name the offending parameter in Algolia's words, which AJV cannot.
 */
export default async function algoliaRoutes(app: FastifyInstance, options: AlgoliaRoutesOptions) {
  const writeLimit = options.bodyLimit ?? 10 * 1024 * 1024;
  acceptJsonBodies(app, writeLimit);
  limitBodies(app, writeLimit);
  allowCrossOrigin(app);
  answerErrorsLikeAlgolia(app);
  requireCredentials(app);
  await app.register(searchRoutes);
  await app.register(objectRoutes);
  await app.register(indexRoutes);
  await app.register(synonymRoutes);
  await app.register(ruleRoutes);
  await app.register(keyRoutes);
}
