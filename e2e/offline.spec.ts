import { type APIRequestContext, type Page } from '@playwright/test';
import { controlledByWorker, savedQueryCache } from './support/offline';
import { expect, test } from './support/test';

// Issue 8: what a reader opened stays readable with no network, pinned bills keep their full text, and
// signing out leaves nothing personal behind. Offline is Chromium's own switch (context.setOffline).

interface BillWithText {
  id: number;
  label: string;
  title: string;
  /** The last section of its text, which the test never opens online. */
  sectionId: number;
  sectionText: string;
}

/** A demo bill that has text sections, found through the API. */
async function billWithText(request: APIRequestContext): Promise<BillWithText> {
  const page = (await (await request.get('/api/bills?chamber=house')).json()) as { data: { id: number }[] };
  for (const { id } of page.data) {
    const bill = await (await request.get(`/api/bill/${id}`)).json();
    const last = bill.text_sections.at(-1);
    if (!last) continue;
    const section = await (await request.get(`/api/text/${last.bill_text__id}`)).json();
    return {
      id,
      label: bill.bill_type_number,
      title: bill.short_bill_name || bill.title,
      sectionId: last.bill_text__id,
      sectionText: section.text.split('\n')[0],
    };
  }
  throw new Error('No demo bill with text on the first page of House bills.');
}

async function signIn(page: Page) {
  await page.goto('/app/sign-in?returnTo=/app/agenda');
  await page.getByLabel('Email').fill('demo@statehouse.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('statehouse-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/agenda$/);
}

const agendaItems = (page: Page) => page.getByRole('list', { name: 'Agenda items' }).getByRole('listitem');

test('a visited bill and the agenda render from the saved cache after an offline reload', async ({
  page,
  context,
}) => {
  const bill = await billWithText(page.request);
  await signIn(page);
  await controlledByWorker(page);
  await expect(agendaItems(page).first()).toBeVisible();
  const itemCount = await agendaItems(page).count();
  await page.goto(`/app/bill/${bill.id}`);
  await expect(page.getByRole('heading', { level: 1, name: bill.title })).toBeVisible();
  await expect.poll(() => savedQueryCache(page)).toContain(`"bills","detail",${bill.id}]`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: bill.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Offline since/ })).toContainText(
    'This screen shows what was saved at',
  );
  await page.goto('/app/agenda');
  await expect(agendaItems(page)).toHaveCount(itemCount);
  await context.setOffline(false);
});

test("a pinned bill's full text is readable offline", async ({ page, context }) => {
  const bill = await billWithText(page.request);
  await page.goto(`/app/bill/${bill.id}`);
  await controlledByWorker(page);
  await page.getByRole('button', { name: `Keep offline: ${bill.label}` }).click();
  await expect(
    page.getByRole('button', { name: `Kept offline: ${bill.label}, press to remove` }),
  ).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/app/text/${bill.sectionId}`);
  await expect(page.getByText(bill.sectionText, { exact: false }).first()).toBeVisible();
  // Pinning is disabled offline with its reason; the pinned bill is listed under Me.
  await page.goto('/app/me');
  await expect(page.getByRole('list', { name: 'Bills kept offline' })).toContainText(bill.label);
  await context.setOffline(false);
});

test('signing out drops the personal caches', async ({ page, context }) => {
  await signIn(page);
  await controlledByWorker(page);
  await expect(agendaItems(page).first()).toBeVisible();
  const personalEntries = () =>
    page.evaluate(async () =>
      (await caches.has('statehouse-personal'))
        ? (await (await caches.open('statehouse-personal')).keys()).length
        : 0,
    );
  await expect.poll(personalEntries).toBeGreaterThan(0);
  await expect.poll(() => savedQueryCache(page)).toContain('"agenda","list"');

  await page.goto('/app/me');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect.poll(personalEntries).toBe(0);
  await expect.poll(() => savedQueryCache(page)).not.toContain('"agenda","list"');

  await context.setOffline(true);
  await page.goto('/app/agenda');
  await expect(page.getByRole('status').filter({ hasText: /^Offline since/ })).toBeVisible();
  await expect(agendaItems(page)).toHaveCount(0);
  await context.setOffline(false);
});
