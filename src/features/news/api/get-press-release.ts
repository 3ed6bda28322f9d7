import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PressReleaseDetail } from '../../../../server/schemas/press';
import { apiGet } from '../../../lib/api-client';
import { pressKeys } from './keys';

export function getPressRelease(id: number, signal?: AbortSignal): Promise<PressReleaseDetail> {
  return apiGet<PressReleaseDetail>(`/api/press/${id}`, undefined, signal);
}

export const pressReleaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: pressKeys.detail(id),
    queryFn: ({ signal }) => getPressRelease(id, signal),
  });

export function usePressRelease(id: number) {
  return useQuery(pressReleaseQueryOptions(id));
}
