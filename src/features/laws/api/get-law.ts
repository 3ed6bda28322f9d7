import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LawDetail } from '../../../../server/schemas/laws';
import { apiGet } from '../../../lib/api-client';
import { lawKeys } from './keys';

/** `chapter` is the slug the laws list links to, e.g. acts-2025-12. */
export function getLaw(session: string, chapter: string, signal?: AbortSignal): Promise<LawDetail> {
  return apiGet<LawDetail>(
    `/api/laws/${encodeURIComponent(session)}/${encodeURIComponent(chapter)}`,
    undefined,
    signal,
  );
}

export const lawQueryOptions = (session: string, chapter: string) =>
  queryOptions({
    queryKey: lawKeys.detail(session, chapter),
    queryFn: ({ signal }) => getLaw(session, chapter, signal),
  });

export function useLaw(session: string, chapter: string) {
  return useQuery(lawQueryOptions(session, chapter));
}
