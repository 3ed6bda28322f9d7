import type { BillListQuery } from '../../../../server/schemas/bills';

export type BillChamberFilter = BillListQuery['chamber'];

/** What a bill list is filtered by; the page number lives in the infinite query, not the key. */
export interface BillListFilters {
  chamber: BillChamberFilter;
  /** e.g. '2025-2026'; undefined = the server's current session. */
  session?: string;
}

/** The one owner of bill query keys: invalidate `all` to refresh every bill query. */
export const billKeys = {
  all: ['bills'] as const,
  lists: () => [...billKeys.all, 'list'] as const,
  list: (filters: BillListFilters) => [...billKeys.lists(), filters] as const,
  details: () => [...billKeys.all, 'detail'] as const,
  detail: (id: number) => [...billKeys.details(), id] as const,
};
