import type { CDPSession, Page } from '@playwright/test';

/** A link as Chromium's DevTools emulate it: added round-trip latency, and optionally no network at all. */
export interface LinkConditions {
  /** Added to every request's round trip. @default 0 */
  latencyMs?: number;
  /** @default false */
  offline?: boolean;
}

/**
 * Chromium's own network emulation (CDP `Network.emulateNetworkConditions`) for one page: every request the
 * page makes waits `latencyMs` more, as on a phone inside a granite building (issue 18). Throughput stays
 * unthrottled (-1) so the numbers measure latency alone.
 */
export async function emulateLink(page: Page, conditions: LinkConditions): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await setLink(cdp, conditions);
  return cdp;
}

export async function setLink(cdp: CDPSession, { latencyMs = 0, offline = false }: LinkConditions) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
