import type { CDPSession, Page } from '@playwright/test';

/** A link as Chromium's DevTools emulate it: added round-trip latency, and optionally no network at all. */
export interface LinkConditions {
  /** Added to every request's round trip. @default 0 */
  latencyMs?: number;
  /** @default false */
  offline?: boolean;
  /** Download and upload throughput in kilobits per second. @default unthrottled */
  kbps?: number;
}

/**
 * Chromium's own network emulation (CDP `Network.emulateNetworkConditions`) for one page: every request the
 * page makes waits `latencyMs` more, as on a phone inside a granite building (issue 18). Throughput is
 * unthrottled unless `kbps` is given, so latency measurements measure latency alone.
 */
export async function emulateLink(page: Page, conditions: LinkConditions): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await setLink(cdp, conditions);
  return cdp;
}

export async function setLink(cdp: CDPSession, { latencyMs = 0, offline = false, kbps }: LinkConditions) {
  // CDP counts throughput in bytes per second; -1 is no limit.
  const throughput = kbps === undefined ? -1 : (kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: latencyMs,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  });
}
