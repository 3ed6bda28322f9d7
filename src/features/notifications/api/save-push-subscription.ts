import type { PushDevice, PushSubscriptionBody } from '../../../../server/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';

/** Tells the server where to push for this browser (the same endpoint again only updates it). */
export function savePushSubscription(subscription: PushSubscriptionBody): Promise<PushDevice> {
  return apiRequest<PushDevice>('/api/push/subscriptions', { method: 'POST', body: subscription });
}

/** Stops pushes to this browser, named by its endpoint (the server knows no other name for it). */
export function removePushSubscription(endpoint: string): Promise<void> {
  return apiRequest<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
