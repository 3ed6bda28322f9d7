import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgendaList } from '../../server/schemas/agenda';
import type { BillTextSection } from '../../server/schemas/bill-text';
import type { BillDetail } from '../../server/schemas/bills';
import type { CommitteeDetail } from '../../server/schemas/committees';
import type { LegislatorDetail } from '../../server/schemas/legislators';
import { agendaKeys } from '../features/agenda/api/keys';
import { billKeys } from '../features/bills/api/keys';
import { committeeKeys } from '../features/committees/api/keys';
import { legislatorKeys } from '../features/legislators/api/keys';
import { offlineKeys } from '../features/offline/api/keys';
import {
  readPinnedBillContents,
  type PinnedBillContents,
} from '../features/offline/api/read-pinned-bill-contents';
import type { SavedItems, SavedItemsSource, SavedTextSection } from '../features/search/utils/saved-records';

// Issue 18 "search what the phone has": the search feature searches a SavedItemsSource and knows nothing
// of where it comes from; the app builds it here from the features that own the data. Only answers whose
// page opens with no network count: a bill's, legislator's or committee's page whose answer is in the query
// cache (restored from IndexedDB at start, src/lib/persister.ts) or a bill kept offline (its copies in the
// pinned-bills cache the worker serves), and the agenda (persisted too). Bills seen only in a list are not
// saved items: their page would need the network.

/** A cached answer that is a page's own: the key is exactly `detail(id)`, not one of its tabs below it. */
const detailKeyLength = billKeys.detail(0).length;
const isDetail = (query: Query) => query.queryKey.length === detailKeyLength;

function detailsOf<T>(client: QueryClient, prefix: readonly unknown[]): T[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix, predicate: isDetail })
    .filter((query) => query.state.status === 'success' && query.state.data !== undefined)
    .map((query) => query.state.data as T);
}

const textOf = ({ bill_text__id, heading, text }: SavedTextSection): SavedTextSection => ({
  bill_text__id,
  heading,
  text,
});

/**
 * A bill's sections, best copy first: the whole section when it was kept offline or opened (its own
 * query), else the first 500 characters its page carries.
 */
function sectionsOf(client: QueryClient, bill: BillDetail, pinned?: PinnedBillContents): SavedTextSection[] {
  const whole = new Map<number, BillTextSection>(
    (pinned?.sections ?? []).map((section) => [section.bill_text__id, section]),
  );
  const fromPage = bill.text_sections.map(
    (link) =>
      whole.get(link.bill_text__id) ??
      client.getQueryData<BillTextSection>(billKeys.textSection(link.bill_text__id)) ??
      link,
  );
  const listed = new Set(bill.text_sections.map((link) => link.bill_text__id));
  // Keeping offline follows each section's next_id, which may reach past the sections the page lists.
  const beyond = [...whole.values()]
    .filter((section) => !listed.has(section.bill_text__id))
    .sort((a, b) => a.position - b.position);
  return [...fromPage, ...beyond].map(textOf);
}

/** What the phone holds now, read from the query cache and the bills kept offline. */
export async function readSavedItems(
  client: QueryClient,
  readPinned: () => Promise<PinnedBillContents[]> = readPinnedBillContents,
): Promise<SavedItems> {
  // Storage the browser refuses (private mode, quota) leaves the bills opened, never a failed search.
  const pinned = await readPinned().catch(() => []);
  const pinnedById = new Map(pinned.map((content) => [content.bill.id, content]));
  const opened = new Map(detailsOf<BillDetail>(client, billKeys.details()).map((bill) => [bill.id, bill]));
  // The page's own answer is the newer copy when both exist; a kept bill not opened since still counts.
  const bills = [...new Set([...opened.keys(), ...pinnedById.keys()])].map((id) => {
    const kept = pinnedById.get(id);
    const bill = opened.get(id) ?? kept!.bill;
    return { bill, sections: sectionsOf(client, bill, kept), kept: kept !== undefined };
  });
  return {
    bills,
    legislators: detailsOf<LegislatorDetail>(client, legislatorKeys.details()),
    committees: detailsOf<CommitteeDetail>(client, committeeKeys.details()),
    agenda: client.getQueryData<AgendaList>(agendaKeys.list()) ?? [],
  };
}

/** The key roots whose answers make up the saved items (the pinned bills' list is the offline one). */
const SAVED_ROOTS: ReadonlySet<unknown> = new Set([
  billKeys.all[0],
  legislatorKeys.all[0],
  committeeKeys.all[0],
  agendaKeys.all[0],
  offlineKeys.all[0],
]);

/** The saved items of `client`'s cache; `subscribe` fires when an answer they are made of arrives or goes. */
export function createSavedSearchItems(
  client: QueryClient,
  readPinned?: () => Promise<PinnedBillContents[]>,
): SavedItemsSource {
  return {
    read: () => readSavedItems(client, readPinned),
    subscribe: (onChange) =>
      client.getQueryCache().subscribe((event) => {
        if (!SAVED_ROOTS.has(event.query.queryKey[0])) return;
        const changed =
          event.type === 'removed' ||
          // Keeping a bill offline (or removing it) invalidates the offline keys: that is the news.
          (event.type === 'updated' &&
            (event.action.type === 'success' || event.action.type === 'invalidate'));
        if (changed) onChange();
      }),
  };
}

/** The search pages' saved items, one source per query client (so the search client is made once). */
export function useSavedSearchItems(): SavedItemsSource {
  const client = useQueryClient();
  return useMemo(() => createSavedSearchItems(client), [client]);
}
