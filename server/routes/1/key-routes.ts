import type { FastifyInstance } from 'fastify';
import { SearchError } from '../../search/engine/search-error.js';
import { parseApiKeyBody, presentApiKey } from '../../search/keys/api-key-requests.js';
import type { ApiKey } from '../../search/keys/api-key-store.js';
import { METHOD_NOT_ALLOWED } from '../../search/keys/authorizer.js';
import { credentialsOf, now } from './request-context.js';

type KeyParams = { Params: { key: string } };

/** API keys (specs/search/paths/keys/*): the admin key's alone, except reading one's own key. */
export default async function keyRoutes(app: FastifyInstance) {
  const search = app.searchService;
  const found = (key: ApiKey | undefined): ApiKey => {
    if (!key) throw new SearchError(404, 'Key does not exist');
    return key;
  };
  const isoTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

  app.get('/1/keys', async (request) => {
    search.authorizeAdmin(credentialsOf(request));
    return { keys: search.keys.list().map(presentApiKey) };
  });

  app.post('/1/keys', async (request) => {
    search.authorizeAdmin(credentialsOf(request));
    const key = search.keys.create(parseApiKeyBody(request.body, 'addApiKey'));
    return { key: key.value, createdAt: isoTime(key.createdAt) };
  });

  app.get<KeyParams>('/1/keys/:key', async (request) => {
    const access = search.authenticate(credentialsOf(request));
    if (!access.admin && access.keyValue !== request.params.key)
      throw new SearchError(403, METHOD_NOT_ALLOWED);
    return presentApiKey(found(search.keys.find(request.params.key)));
  });

  app.put<KeyParams>('/1/keys/:key', async (request) => {
    search.authorizeAdmin(credentialsOf(request));
    const key = found(search.keys.update(request.params.key, parseApiKeyBody(request.body, 'updateApiKey')));
    return { key: key.value, updatedAt: now() };
  });

  app.delete<KeyParams>('/1/keys/:key', async (request) => {
    search.authorizeAdmin(credentialsOf(request));
    found(search.keys.delete(request.params.key));
    return { deletedAt: now() };
  });

  app.post<KeyParams>('/1/keys/:key/restore', async (request) => {
    search.authorizeAdmin(credentialsOf(request));
    const key = found(search.keys.restore(request.params.key));
    return { key: key.value, createdAt: isoTime(key.createdAt) };
  });
}
