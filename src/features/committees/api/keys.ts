import type { CommitteeFilter } from '../../../../server/schemas/committees';

/** The one owner of committee query keys: invalidate `all` to refresh every committee query. */
export const committeeKeys = {
  all: ['committees'] as const,
  lists: () => [...committeeKeys.all, 'list'] as const,
  list: (filter: CommitteeFilter) => [...committeeKeys.lists(), filter] as const,
  details: () => [...committeeKeys.all, 'detail'] as const,
  detail: (id: number) => [...committeeKeys.details(), id] as const,
};
