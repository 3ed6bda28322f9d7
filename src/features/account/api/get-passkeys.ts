import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasskeyList } from '../../../../server/schemas/passkeys';
import { apiGet } from '../../../lib/api-client';
import { passkeyKeys } from './keys';

export function getPasskeys(signal?: AbortSignal): Promise<PasskeyList> {
  return apiGet<PasskeyList>('/api/auth/passkeys', undefined, signal);
}

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: passkeyKeys.list(), queryFn: ({ signal }) => getPasskeys(signal) });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
