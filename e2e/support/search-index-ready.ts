import { expect, type APIRequestContext } from '@playwright/test';

export interface SearchAccess {
  appId: string;
  apiKey: string;
  page: { defaultSessions: { bills: string } };
}

/** The search-only key and page layout the app is handed out. */
export async function searchAccess(request: APIRequestContext): Promise<SearchAccess> {
  return (await (await request.get('/api/search/config')).json()) as SearchAccess;
}

/** The indexer fills the engine just after the server starts listening: wait until bills are searchable. */
export async function searchIndexReady(request: APIRequestContext) {
  const { appId, apiKey } = await searchAccess(request);
  await expect
    .poll(
      async () => {
        const res = await request.post(
          `/1/indexes/bills/query?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`,
          { data: { query: '', hitsPerPage: 0 } },
        );
        return res.ok() ? ((await res.json()) as { nbHits: number }).nbHits : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(100);
}
