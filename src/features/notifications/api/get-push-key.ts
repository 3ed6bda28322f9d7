import { queryOptions } from '@tanstack/react-query';
import type { PushKey } from '../../../../server/schemas/notifications';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** The server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe. */
export function getPushKey(signal?: AbortSignal): Promise<PushKey> {
  return apiGet<PushKey>('/api/push/key', undefined, signal);
}

/** Generated once and kept by the server: asked once per page life. */
export const pushKeyQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.pushKey(),
    queryFn: ({ signal }) => getPushKey(signal),
    staleTime: Infinity,
  });
