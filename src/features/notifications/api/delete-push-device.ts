import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDeviceList } from '../../../../server/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Stops pushes to one of the reader's devices (another phone, an old browser). */
export function deletePushDevice(deviceId: number): Promise<void> {
  return apiRequest<void>(`/api/push/subscriptions/${deviceId}`, { method: 'DELETE' });
}

/** Optimistic: the row goes at once and comes back if the server refuses. */
export function useDeletePushDevice() {
  const queryClient = useQueryClient();
  const key = notificationKeys.pushDevices();
  return useMutation<void, unknown, number, PushDeviceList | undefined>({
    mutationFn: deletePushDevice,
    onMutate: async (deviceId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PushDeviceList>(key);
      if (before)
        queryClient.setQueryData<PushDeviceList>(key, {
          items: before.items.filter((device) => device.id !== deviceId),
        });
      return before;
    },
    onError: (_error, _deviceId, before) => queryClient.setQueryData(key, before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
