import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillSearchResultTab } from '../../../../server/schemas/bill-search-results';
import { buildPath } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { searchKeys } from './keys';

/**
 * GET /api/bills/getSearchResults{Tab}/{id} (spec §7): an HTML fragment, so not the JSON api-client; the
 * same AJAX marker header, and errors (JSON) become the app's one ApiError.
 */
export async function getBillSearchResult(
  billId: number,
  tab: BillSearchResultTab,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetch(buildPath(`/api/bills/getSearchResults${tab}/${billId}`), {
    credentials: 'same-origin',
    headers: { Accept: 'text/html', 'X-Requested-With': 'XMLHttpRequest' },
    signal,
  });
  const text = await response.text();
  if (response.ok) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  throw ApiError.fromBody(response.status, response.statusText, body);
}

export const billSearchResultQueryOptions = (billId: number, tab: BillSearchResultTab) =>
  queryOptions({
    queryKey: searchKeys.billTab(billId, tab),
    queryFn: ({ signal }) => getBillSearchResult(billId, tab, signal),
  });

/** One tab of an expanded bill hit, requested when the tab is first opened (spec §4). */
export function useBillSearchResult(billId: number, tab: BillSearchResultTab) {
  return useQuery(billSearchResultQueryOptions(billId, tab));
}
