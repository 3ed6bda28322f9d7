import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once the search service at `url` answers GET /health/ready with 200 (its indexes are complete),
 * asking every `everyMs`; an API process that forwards search to it is ready only then (issue 17).
 */
export async function searchServiceReady(url: string, signal: AbortSignal, everyMs = 500): Promise<void> {
  while (!signal.aborted) {
    const answered = await fetch(`${url}/health/ready`, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(5000)]),
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) return;
    await sleep(everyMs, undefined, { signal }).catch(() => {});
  }
}
