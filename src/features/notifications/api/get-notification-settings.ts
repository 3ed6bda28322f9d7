import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../server/schemas/notifications';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** The digest hour, quiet hours and mail address of the reader, in the state's time zone. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiGet<NotificationSettings>('/api/notifications/settings', undefined, signal);
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
