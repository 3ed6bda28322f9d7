import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  NotificationSettingsBody,
} from '../../../../server/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export function updateNotificationSettings(body: NotificationSettingsBody): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body });
}

/** Saves the digest hour or quiet hours; the form shows the server's answer once it arrives. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}
