import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushDeviceList } from '../../../../server/schemas/notifications';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Every browser and installed app that gets this reader's pushes. */
export function getPushDevices(signal?: AbortSignal): Promise<PushDeviceList> {
  return apiGet<PushDeviceList>('/api/push/subscriptions', undefined, signal);
}

export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.pushDevices(),
    queryFn: ({ signal }) => getPushDevices(signal),
  });

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}
