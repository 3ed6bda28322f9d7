import { expect, type Page } from '@playwright/test';

/** Signs in as the demo user (seeded by the e2e server) and waits to be back on `returnTo`'s page. */
export async function signInAsDemo(page: Page, returnTo: string) {
  await page.goto(`/app/sign-in?${new URLSearchParams({ returnTo })}`);
  await page.getByLabel('Email').fill('demo@statehouse.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('statehouse-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The page may then rewrite its query string (a search page drops its defaults): compare the path.
  const { pathname } = new URL(returnTo, 'http://localhost');
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}
