import { expect, type Page } from '@playwright/test';

/** The service worker is installed (the app shell is precached) and controls this page. */
export async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The saved query cache (IndexedDB) as text, or '' before the first save. */
export const savedQueryCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('statehouse-offline');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve('');
          const all = db.transaction('query-cache').objectStore('query-cache').getAll();
          all.onsuccess = () => resolve((all.result as string[]).join('\n'));
          all.onerror = () => resolve('');
        };
      }),
  );
