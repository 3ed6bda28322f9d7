import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PushSubscriptionBody } from '../../../../server/schemas/notifications';
import { pushKeyQueryOptions } from '../api/get-push-key';
import { notificationKeys } from '../api/keys';
import { removePushSubscription, savePushSubscription } from '../api/save-push-subscription';
import {
  base64UrlToBytes,
  currentPushSubscription,
  pushAvailability,
  pushRegistration,
  type PushAvailability,
} from '../utils/push-support';

/** A failure of the browser's own push machinery, said so the reader knows what to do. */
class PushSetupError extends Error {}

const NO_WORKER =
  'Push needs the app’s service worker, which is not running in this tab yet. Reload the page and try again.';
const DISMISSED =
  'Notifications were not allowed. Turn push on again and choose Allow when the browser asks.';

/** Asks for permission, subscribes this browser with the server's key and tells the server where to push. */
async function subscribeThisDevice(fetchKey: () => Promise<{ public_key: string }>): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(DISMISSED);
  const registration = await pushRegistration();
  if (!registration) throw new PushSetupError(NO_WORKER);
  const { public_key } = await fetchKey();
  let subscription = await registration.pushManager.getSubscription();
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(public_key),
    });
  } catch (cause) {
    const reason = cause instanceof Error ? ` (${cause.message})` : '';
    throw new PushSetupError(`This browser could not sign up for push${reason}. Try again later.`);
  }
  try {
    await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  } catch (error) {
    // A subscription the server does not know would look "on" here while nothing ever arrives.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/** Stops pushes to this browser: the browser's subscription first, then the server's record of it. */
async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await removePushSubscription(endpoint);
}

export interface DevicePush {
  availability: PushAvailability;
  /** Whether this browser has a push subscription; undefined while that is being checked. */
  subscribed: boolean | undefined;
  busy: boolean;
  error: unknown;
  setSubscribed: (on: boolean) => void;
}

/** 'Push on this device' (issue 22): what the browser allows, and turning push on or off. */
export function useDevicePush(): DevicePush {
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState(pushAvailability);
  const [subscribed, setSubscribedState] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (availability === 'unsupported') return;
    let current = true;
    void currentPushSubscription()
      .catch(() => null)
      .then((subscription) => current && setSubscribedState(subscription !== null));
    return () => {
      current = false;
    };
  }, [availability]);
  const change = useMutation({
    mutationFn: (on: boolean) =>
      on ? subscribeThisDevice(() => queryClient.fetchQuery(pushKeyQueryOptions())) : unsubscribeThisDevice(),
    onSuccess: (_done, on) => setSubscribedState(on),
    onSettled: () => {
      // The reader may have blocked notifications when asked.
      setAvailability(pushAvailability());
      return queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices() });
    },
  });
  return {
    availability,
    subscribed: availability === 'unsupported' ? false : subscribed,
    busy: change.isPending,
    error: change.error,
    setSubscribed: (on) => change.mutate(on),
  };
}
