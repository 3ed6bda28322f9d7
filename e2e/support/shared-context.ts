import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * A browser context kept for a worker's tests, so a test's first page load finds the app's files in the
 * HTTP cache and its compiled code cached, instead of fetching and compiling everything again in a new
 * context (about 2 CPU-s a test, issue 19). Between tests it is made what a new context is: every page of
 * the test closed (sessionStorage goes with them), then cookies, permissions and the offline switch reset,
 * and every origin its pages opened cleared of storage (localStorage, IndexedDB, Cache Storage, service
 * workers, ...) through a blank page kept open for that, which tests never see in use. Only the HTTP cache
 * and the compiled code stay.
 */
export class SharedContext {
  private readonly origins = new Set<string>();

  private constructor(
    readonly context: BrowserContext,
    private readonly keeper: Page,
    private readonly cdp: CDPSession,
  ) {
    context.on('page', (page) =>
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const { origin } = new URL(frame.url());
        if (origin !== 'null') this.origins.add(origin);
      }),
    );
  }

  /** A new context with the test's options (Playwright adds them to every context a test makes). */
  static async open(browser: Browser): Promise<SharedContext> {
    const context = await browser.newContext();
    const keeper = await context.newPage();
    return new SharedContext(context, keeper, await context.newCDPSession(keeper));
  }

  /** Back to what a new context is, but for its HTTP and code caches. */
  async reset(): Promise<void> {
    await Promise.all(this.context.pages().map((page) => (page === this.keeper ? null : page.close())));
    for (const origin of this.origins)
      await this.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    this.origins.clear();
    await this.context.clearCookies();
    await this.context.clearPermissions();
    await this.context.setOffline(false);
  }
}
