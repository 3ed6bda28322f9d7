import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { startSearchServer, type SearchServer } from '../../../testing/search-server';
import { SearchBills } from './search-bills';

let server: SearchServer;
beforeAll(async () => {
  server = await startSearchServer();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.routeApiRequests());

function renderSearch(route = '/app/bills/search', config = server.config) {
  return renderWithProviders(
    <>
      <SearchBills config={config} searchClient={server.searchClient()} />
      <LocationProbe />
    </>,
    { route },
  );
}

const counts = () => screen.getAllByRole('tab').map((t) => t.textContent);
const address = () => screen.getByTestId('location-search').textContent;
const settled = () => waitFor(() => expect(screen.getByRole('tablist')).not.toHaveTextContent('…'));
/**
 * A facet value's checkbox, by the text of its label (a value and its count). Not a role query by name:
 * that computes every checkbox's accessible name, each through jsdom's getComputedStyle for every node
 * of its label, and the waits repeat it (most of this file's CPU).
 */
const option = (sheet: HTMLElement, name: string) =>
  within(sheet).getByLabelText(new RegExp(`^${name} \\d`), { selector: 'input[type="checkbox"]' });

async function openSheet(user: ReturnType<typeof renderSearch>['user'], active: number) {
  await settled();
  const name = active > 0 ? new RegExp(`^Refine your search ?${active} ?active$`) : 'Refine your search';
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Refine your search' });
}

describe('the bill search facets', () => {
  it('open in a bottom sheet listing the Bills facets, the default session refined', async () => {
    const { user } = renderSearch();
    const sheet = await openSheet(user, 1);
    const titles = within(sheet)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(titles.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Session',
      'Chamber',
      'Sponsors',
      'Progress',
      'Status',
      'Citations',
      'Categories',
      'Bill number',
    ]);
    await waitFor(() => expect(option(sheet, '2025-2026')).toBeChecked());
    expect(option(sheet, '2023-2024')).not.toBeChecked();
  });

  it('Chamber narrows every tab at once: each tab count updates', async () => {
    const { user } = renderSearch();
    const sheet = await openSheet(user, 1);
    await user.click(await waitFor(() => option(sheet, 'House')));
    await waitFor(() =>
      expect(counts()).toEqual([
        'Bills 1',
        'Amendments 1',
        'News 1',
        'Press 1',
        'Transcripts 0',
        'Legislators 3',
        'Committees 3',
      ]),
    );
    await waitFor(() => expect(address()).toBe('?chamber=house'));
    expect(screen.getByRole('button', { name: /^Refine your search ?2 ?active$/ })).toBeInTheDocument();
  });

  it("narrows a facet's values with its filter box, and says 'No results.' when none match", async () => {
    const { user } = renderSearch();
    const sheet = await openSheet(user, 1);
    const filter = within(sheet).getByRole('searchbox', { name: 'Filter Sponsors' });
    await user.type(filter, 'zzz');
    expect(await within(sheet).findByText('No results.')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'bak');
    // Baker is in the whole list too: wait for the filtered answer, which marks what matched.
    await waitFor(() => {
      const baker = option(sheet, 'Rep\\. Ada Baker');
      expect(baker.closest('li')!.querySelector('mark')).toHaveTextContent('Bak');
    });
    expect(within(sheet).queryByText('No results.')).not.toBeInTheDocument();
  });

  it('keeps a cleared default out of a reload, and clears every filter at once', async () => {
    const { user } = renderSearch();
    const sheet = await openSheet(user, 1);
    await user.click(await waitFor(() => option(sheet, '2025-2026')));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Bills/ })).toHaveTextContent('Bills 4'));
    await waitFor(() => expect(address()).toBe('?bills.session_name='));
    await user.click(await waitFor(() => option(sheet, 'Senate')));
    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Clear filters' })).toBeDisabled());
    await waitFor(() => expect(address()).toBe('?bills.session_name='));
  });

  it('limits Bills by a bill number range whose bounds come from the results', async () => {
    const { user } = renderSearch('/app/bills/search?bills.session_name=');
    const sheet = await openSheet(user, 0);
    const from = await within(sheet).findByRole('textbox', { name: 'From' });
    expect(from).toHaveAttribute('placeholder', '7');
    expect(within(sheet).getByRole('textbox', { name: 'To' })).toHaveAttribute('placeholder', '100');
    await user.type(from, '90');
    await user.type(within(sheet).getByRole('textbox', { name: 'To' }), '99');
    await user.click(within(sheet).getByRole('button', { name: 'Apply bill number range' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Bills/ })).toHaveTextContent('Bills 1'));
    await waitFor(() => expect(address()).toBe('?bills.session_name=&bills.bill_number=90%3A99'));
  });

  it('offers news years as sessions back to 1995-1996, the default year on its own', async () => {
    const { user } = renderSearch('/app/bills/search?tab=news');
    const sheet = await openSheet(user, 1);
    await waitFor(() => expect(option(sheet, '2024')).toBeChecked());
    const older = option(sheet, '2021-2022');
    expect(older).not.toBeChecked();
    expect(within(sheet).getByRole('region', { name: 'Source' })).toBeInTheDocument();
    await user.click(older);
    await waitFor(() => expect(screen.getByRole('tab', { name: /^News/ })).toHaveTextContent('News 2'));
    await waitFor(() => expect(address()).toBe('?tab=news&news.year=2024&news.year=2021&news.year=2022'));
  });

  it("hides the committees' announcement entry from their Chamber facet", async () => {
    await server.saveRecords('committees', [
      {
        objectID: 'announcement',
        committee_name: 'Announcements',
        chamber: 'announcement',
        url: '/app/committees',
        // The search key finds only its state's records (issue 15).
        state: server.config.state,
      },
    ]);
    try {
      const { user } = renderSearch('/app/bills/search?tab=committees');
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: /^Committees/ })).toHaveTextContent('Committees 6'),
      );
      const sheet = await openSheet(user, 0);
      const chamber = within(sheet).getByRole('region', { name: 'Chamber' });
      const names = within(chamber)
        .getAllByRole('checkbox')
        .map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);
      expect(names).toEqual(['House 3', 'Joint 1', 'Senate 1']);
    } finally {
      await server.deleteRecords('committees', ['announcement']);
    }
  });
});

describe('the configured layout', () => {
  it('shows only the enabled tabs and bill facets', async () => {
    const page = {
      ...server.config.page,
      tabs: { amendments: false, news: false, press: false, transcripts: false },
      billFacets: { progress: false, status: true },
    };
    const { user } = renderSearch('/app/bills/search', { ...server.config, page });
    await settled();
    expect(counts()).toEqual(['Bills 3', 'Legislators 4', 'Committees 5']);
    const sheet = await openSheet(user, 1);
    expect(within(sheet).queryByRole('region', { name: 'Progress' })).not.toBeInTheDocument();
    expect(within(sheet).getByRole('region', { name: 'Status' })).toBeInTheDocument();
  });

  it('Missouri: amendments link to their pdf and news has no Source facet', async () => {
    const page = {
      ...server.config.page,
      state: 'Missouri' as const,
      amendmentPdfBaseUrl: 'https://docs.example.org/',
    };
    const { user } = renderSearch('/app/bills/search?tab=amendments', { ...server.config, page });
    const link = await screen.findByRole('link', { name: 'H 95 Library hours amendment' });
    expect(link).toHaveAttribute('href', 'https://docs.example.org/H100-1.pdf');
    expect(link.closest('article')).toHaveTextContent('Rep. Cal Adams · Adopted · PDF');
    await user.click(screen.getByRole('tab', { name: /^News/ }));
    const sheet = await openSheet(user, 1);
    expect(within(sheet).getByRole('region', { name: 'Year' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('region', { name: 'Source' })).not.toBeInTheDocument();
  });
});
