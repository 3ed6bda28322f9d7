// Issue 15 end to end: a server holding two states side by side (the demo state and Missouri, from a tiny
// synthetic Open States people directory: scripts/e2e-server.mjs) and no default, so a first visit is
// asked which legislature to follow.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './support/test';
import { type E2eServer } from './support/e2e-server';
import { MISSOURI_MEMBERS, startTwoStatesServer, twoStatesBaseUrl } from './support/two-states';

// Not about the service worker: no worker (e2e/support/test.ts, withoutServiceWorker).
test.use(withoutServiceWorker);

test.use({ baseURL: twoStatesBaseUrl });
// One worker runs them all, on the one server started for them (on one port).
test.describe.configure({ mode: 'default' });
let server: E2eServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startTwoStatesServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The header's chip naming the state followed (it leads to the setting on Me). */
const stateChip = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name: `${name}: the state you follow. Change it on Me` });
const picker = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Which legislature do you want to follow?' });
const representatives = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Rep\. / });

async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated by the test runner, not as a <script>: the app's CSP allows no inline script.
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    type Rule = { id: string; impact: string | null; nodes: { html: string }[] };
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Rule[]; passes: Rule[] }> } })
      .axe;
    return axe.run();
  });
  // It did check the page (contrast included: a real browser computes the colours).
  expect(result.passes.map((rule) => rule.id)).toContain('color-contrast');
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

async function followOnThisDevice(context: BrowserContext, code: string) {
  await context.addCookies([{ name: 'statehouse_state', value: code, url: twoStatesBaseUrl }]);
}

test('a first-time visitor picks a state, sees its legislators, keeps it after a reload and changes it on Me', async ({
  page,
}) => {
  // One-handed on a small phone: the narrowest common width.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(picker(page)).toBeVisible();
  const choices = page.getByRole('list', { name: 'States' }).getByRole('button');
  await expect(choices).toHaveText([/^Missouri\s*General Assembly/, /^Demo State.*Sample data/]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Every choice is a full-width touch target, in reach at the bottom of the screen.
  for (const box of await Promise.all((await choices.all()).map((choice) => choice.boundingBox()))) {
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThan(300);
  }

  // Keyboard: the first choice is reachable and pressed with Enter.
  await page.getByRole('button', { name: /^Missouri/ }).focus();
  await page.keyboard.press('Enter');
  await expect(stateChip(page, 'Missouri')).toBeVisible();
  await expect(picker(page)).toHaveCount(0);

  await page.goto('/app/legislators');
  await expect(representatives(page)).toHaveText(MISSOURI_MEMBERS);
  await page.reload();
  await expect(stateChip(page, 'Missouri')).toBeVisible();
  await expect(representatives(page)).toHaveText(MISSOURI_MEMBERS);

  // The chip leads to the State setting; following the demo state reloads into it.
  await stateChip(page, 'Missouri').click();
  await expect(page).toHaveURL(/\/app\/me#state$/);
  const setting = page.getByRole('region', { name: 'State' });
  await expect(setting).toContainText('You follow Missouri: the General Assembly.');
  await setting.getByRole('combobox', { name: 'State to follow' }).selectOption('demo');
  await setting.getByRole('button', { name: 'Follow Demo State' }).click();
  await expect(stateChip(page, 'Demo State')).toBeVisible();
  await expect(setting).toContainText('You follow Demo State');
  await page.goto('/app/legislators');
  await expect(representatives(page).first()).toBeVisible();
  expect(await representatives(page).count()).toBeGreaterThan(100);
  await expect(representatives(page).filter({ hasText: MISSOURI_MEMBERS[0]! })).toHaveCount(0);
});

test("a link to another state's bill opens in that state and says so", async ({ page, context }) => {
  await followOnThisDevice(context, 'mo');
  const bills = (await (await page.request.get('/api/bills?chamber=house&state=demo')).json()) as {
    data: { id: number; bill_type_number: string }[];
  };
  const bill = bills.data[0]!;

  await page.goto(`/app/bill/${bill.id}`);
  const notice = page.getByRole('status').filter({ hasText: 'Now following Demo State' });
  await expect(notice).toBeVisible();
  await expect(stateChip(page, 'Demo State')).toBeVisible();
  await expect(page.getByText(bill.bill_type_number, { exact: true }).first()).toBeVisible();
  // The address is the bill's again (the state it named is now the device's).
  await expect(page).toHaveURL(new RegExp(`/app/bill/${bill.id}$`));
  expect((await context.cookies()).find((cookie) => cookie.name === 'statehouse_state')?.value).toBe('demo');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('a shared link naming a state opens in it, rendered by the server', async ({ page, context }) => {
  await followOnThisDevice(context, 'demo');
  const response = await page.goto('/app/legislators?state=mo');
  expect(await response?.text()).toContain('id="server-state"');
  await expect(representatives(page)).toHaveText(MISSOURI_MEMBERS);
  await expect(page.getByRole('status').filter({ hasText: 'Now following Missouri' })).toBeVisible();
  await expect(stateChip(page, 'Missouri')).toBeVisible();
});

test('Missouri reads H12 as HB12 in the bill search box', async ({ page, context }) => {
  await followOnThisDevice(context, 'mo');
  await page.goto('/app/bills/search');
  const box = page.getByRole('searchbox', { name: 'Search bills' });
  await box.fill('h12');
  await box.press('Enter');
  await expect(box).toHaveValue('HB12');
});

test("a signed-in reader's account remembers the state, and a new device follows it", async ({
  page,
  browser,
}) => {
  const account = { email: `pat.${Date.now()}@example.org`, password: 'two states side by side' };
  // Signing up before picking: the account has no state yet, so the reader is asked.
  await page.goto('/');
  await expect(picker(page)).toBeVisible();
  await page.goto('/app/sign-up?returnTo=%2F');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Two-States');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(picker(page)).toBeVisible();
  await page.getByRole('button', { name: /^Missouri/ }).click();
  await expect(stateChip(page, 'Missouri')).toBeVisible();

  // A new device: signing in from the picker brings the account's state.
  const newDevice = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: twoStatesBaseUrl,
  });
  try {
    const phone = await newDevice.newPage();
    await phone.goto('/');
    await expect(picker(phone)).toBeVisible();
    await phone.getByRole('link', { name: 'Sign in' }).click();
    await phone.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await phone.locator('input[type="password"]').fill(account.password);
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(stateChip(phone, 'Missouri')).toBeVisible();
    await expect(picker(phone)).toHaveCount(0);
  } finally {
    await newDevice.close();
  }
});
