import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LawsPage } from '../../../../server/schemas/laws';
import { apiGet } from '../../../lib/api-client';
import { lawKeys } from './keys';

/** Chapters per page, as the server pages them. */
export const LAWS_PAGE_SIZE = 100;

export function getLaws(session: string | undefined, page: number, signal?: AbortSignal): Promise<LawsPage> {
  return apiGet<LawsPage>('/api/laws', { session, page }, signal);
}

/** page = chapters loaded / 100 + 1, and an empty page ends the list (as spec §7 pages lists). */
export function nextLawsPage(pages: readonly LawsPage[]): number | undefined {
  const lastPage = pages.at(-1);
  if (!lastPage || lastPage.data.length === 0) return undefined;
  const loaded = pages.reduce((count, page) => count + page.data.length, 0);
  // The total is known, so the last page needs no empty page after it.
  if (loaded >= lastPage.total) return undefined;
  return Math.ceil(loaded / LAWS_PAGE_SIZE) + 1;
}

export const lawsInfiniteQueryOptions = (session: string | undefined) =>
  infiniteQueryOptions({
    queryKey: lawKeys.list(session),
    queryFn: ({ pageParam, signal }) => getLaws(session, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_lastPage, allPages) => nextLawsPage(allPages),
    // Switching sessions keeps the picker (built from the response) in place while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useLaws(session: string | undefined) {
  return useInfiniteQuery(lawsInfiniteQueryOptions(session));
}
