import type { LegislatorChamberFilter } from '../../../../server/schemas/legislators';

/** The one owner of legislator query keys: invalidate `all` to refresh every legislator query. */
export const legislatorKeys = {
  all: ['legislators'] as const,
  lists: () => [...legislatorKeys.all, 'list'] as const,
  list: (chamber: LegislatorChamberFilter) => [...legislatorKeys.lists(), chamber] as const,
  details: () => [...legislatorKeys.all, 'detail'] as const,
  detail: (id: number) => [...legislatorKeys.details(), id] as const,
};
