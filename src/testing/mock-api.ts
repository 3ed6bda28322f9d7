import { vi } from 'vitest';

type Reply = unknown | ((url: URL) => Response | Promise<Response>);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, error: string, message: string): Response {
  return jsonResponse({ statusCode: status, error, message }, status);
}

/**
 * Stubs `fetch` with replies keyed by path + query ('/api/legislator?chamber=house'). A reply is a JSON
 * body or a function returning a Response; unknown URLs answer 404 so a wrong request fails loudly.
 */
export function mockApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = replies[url.pathname + url.search];
    if (reply === undefined)
      return errorResponse(404, 'Not Found', `No mock for ${url.pathname}${url.search}`);
    return typeof reply === 'function' ? (reply as (url: URL) => Response)(url) : jsonResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Every requested path + query, in order. */
    requestedUrls: () => fetchMock.mock.calls.map(([input]) => String(input)),
  };
}
