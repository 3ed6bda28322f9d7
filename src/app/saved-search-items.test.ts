// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { agendaKeys } from '../features/agenda/api/keys';
import { billKeys } from '../features/bills/api/keys';
import { committeeKeys } from '../features/committees/api/keys';
import { legislatorKeys } from '../features/legislators/api/keys';
import { newsKeys } from '../features/news/api/keys';
import { offlineKeys } from '../features/offline/api/keys';
import type { PinnedBillContents } from '../features/offline/api/read-pinned-bill-contents';
import { createQueryClient } from '../lib/query-client';
import { agendaItemFixture } from '../testing/fixtures/agenda';
import { billDetailFixture, billTextFixture } from '../testing/fixtures/bills';
import { committeeDetailFixture } from '../testing/fixtures/committees';
import { legislatorDetailFixture } from '../testing/fixtures/legislators';
import { createSavedSearchItems } from './saved-search-items';

const OPENED = billDetailFixture({ id: 1 });
const KEPT = billDetailFixture({
  id: 40,
  url: '/app/bill/40',
  text_sections: [
    { bill_text__id: 401, heading: 'SECTION 1.', text: 'Roads…', truncated: true, url: '/app/text/401' },
  ],
});
const KEPT_CONTENTS: PinnedBillContents = {
  bill: KEPT,
  sections: [
    billTextFixture({
      bill_text__id: 402,
      heading: 'SECTION 2.',
      text: 'Bridges are inspected.',
      position: 2,
    }),
    billTextFixture({ bill_text__id: 401, heading: 'SECTION 1.', text: 'Roads are repaired.', position: 1 }),
  ],
};

function clientWithAnswers() {
  const client = createQueryClient();
  client.setQueryData(billKeys.detail(OPENED.id), OPENED);
  // A tab of the bill's page and a list of bills are not pages of their own.
  client.setQueryData(billKeys.tab(OPENED.id, 'actions'), OPENED.actions);
  client.setQueryData(billKeys.list({ chamber: 'all' }), { pages: [] });
  // Section 32 of the opened bill was opened whole.
  client.setQueryData(
    billKeys.textSection(32),
    billTextFixture({ bill_text__id: 32, text: 'The department shall publish guidance.' }),
  );
  client.setQueryData(legislatorKeys.detail(5), legislatorDetailFixture({ id: 5 }));
  client.setQueryData(committeeKeys.detail(7), committeeDetailFixture({ id: 7 }));
  client.setQueryData(agendaKeys.list(), [agendaItemFixture({ id: 9 })]);
  return client;
}

describe('createSavedSearchItems', () => {
  it('reads the pages opened, the bills kept offline and the agenda from the cache', async () => {
    const client = clientWithAnswers();
    const items = await createSavedSearchItems(client, async () => [KEPT_CONTENTS]).read();
    expect(items.bills.map(({ bill, kept }) => [bill.id, kept])).toEqual([
      [1, false],
      [40, true],
    ]);
    expect(items.legislators.map((legislator) => legislator.id)).toEqual([5]);
    expect(items.committees.map((committee) => committee.id)).toEqual([7]);
    expect(items.agenda.map((item) => item.id)).toEqual([9]);
  });

  it('searches the best copy of each section: kept or opened whole, else what the bill page carries', async () => {
    const client = clientWithAnswers();
    const items = await createSavedSearchItems(client, async () => [KEPT_CONTENTS]).read();
    const [opened, kept] = items.bills;
    expect(opened!.sections).toEqual([
      { bill_text__id: 31, heading: 'SECTION 1.', text: 'Every school shall publish its budget.' },
      { bill_text__id: 32, heading: 'SECTION 2.', text: 'The department shall publish guidance.' },
    ]);
    // Keeping offline reached a section past the ones the page lists: it is searched too, in order.
    expect(kept!.sections.map((section) => section.text)).toEqual([
      'Roads are repaired.',
      'Bridges are inspected.',
    ]);
  });

  it('still gives the opened pages when the bills kept offline cannot be read', async () => {
    const items = await createSavedSearchItems(clientWithAnswers(), () =>
      Promise.reject(new Error('storage blocked')),
    ).read();
    expect(items.bills.map(({ bill }) => bill.id)).toEqual([1]);
  });

  it('leaves out failed answers and has nothing to offer from an empty cache', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: legislatorKeys.detail(6),
        queryFn: () => Promise.reject(new Error('offline')),
        retry: false,
      })
      .catch(() => undefined);
    expect(await createSavedSearchItems(client, async () => []).read()).toEqual({
      bills: [],
      legislators: [],
      committees: [],
      agenda: [],
    });
  });

  it('says when an answer the items are made of arrives, is dropped, or a bill is kept offline', async () => {
    const client = createQueryClient();
    client.setQueryData(offlineKeys.pinnedBills(), []);
    client.setQueryData(newsKeys.all, []);
    const onChange = vi.fn();
    const stop = createSavedSearchItems(client, async () => []).subscribe!(onChange);

    client.setQueryData(legislatorKeys.detail(5), legislatorDetailFixture({ id: 5 }));
    expect(onChange).toHaveBeenCalledTimes(1);
    await client.invalidateQueries({ queryKey: offlineKeys.all, refetchType: 'none' });
    expect(onChange).toHaveBeenCalledTimes(2);
    client.removeQueries({ queryKey: legislatorKeys.detail(5) });
    expect(onChange).toHaveBeenCalledTimes(3);
    // Another feature's answers are not saved items.
    client.setQueryData(newsKeys.all, [1]);
    expect(onChange).toHaveBeenCalledTimes(3);

    stop();
    client.setQueryData(agendaKeys.list(), []);
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
