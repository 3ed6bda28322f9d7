import type { BillDisplay, BillListQuery } from '../../../../server/schemas/bills';

export type BillChamberFilter = BillListQuery['chamber'];

/** What a bill list is filtered by; the page number lives in the infinite query, not the key. */
export interface BillListFilters {
  chamber: BillChamberFilter;
  /** e.g. '2025-2026'; undefined = the server's current session. */
  session?: string;
}

/** The four tabs of the bill detail row, each its own request (spec §7). */
export type BillTab = 'actions' | 'summary' | 'citations' | 'categories';

/** The one owner of bill query keys: invalidate `all` to refresh every bill query. */
export const billKeys = {
  all: ['bills'] as const,
  lists: () => [...billKeys.all, 'list'] as const,
  list: (filters: BillListFilters) => [...billKeys.lists(), filters] as const,
  /** The dashboard lists (viewed, law, new). */
  display: (display: BillDisplay) => [...billKeys.all, 'display', display] as const,
  details: () => [...billKeys.all, 'detail'] as const,
  detail: (id: number) => [...billKeys.details(), id] as const,
  tab: (id: number, tab: BillTab) => [...billKeys.detail(id), tab] as const,
  textSection: (sectionId: number) => [...billKeys.all, 'text', sectionId] as const,
  amendments: (billId: number, amendmentNumber?: string) =>
    [...billKeys.all, 'amendments', billId, amendmentNumber ?? 'all'] as const,
};
