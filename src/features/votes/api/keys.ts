import type { VoteChamber } from '../../../../server/schemas/votes';

/** The one owner of vote query keys: invalidate `all` to refresh every vote query. */
export const voteKeys = {
  all: ['votes'] as const,
  /** The dashboard widget's first page. */
  previews: () => [...voteKeys.all, 'preview'] as const,
  preview: (chamber: VoteChamber) => [...voteKeys.previews(), chamber] as const,
  /** The full page's infinite list; the page number lives in the query, not the key. */
  lists: () => [...voteKeys.all, 'list'] as const,
  list: (chamber: VoteChamber) => [...voteKeys.lists(), chamber] as const,
  details: () => [...voteKeys.all, 'detail'] as const,
  detail: (id: number) => [...voteKeys.details(), id] as const,
};
