import { Alert, Stack, Switch, Text } from '@mantine/core';
import { NetworkRequired } from '../../../components/network-required';
import { useDevicePush } from '../hooks/use-device-push';

export const PUSH_UNSUPPORTED =
  'This browser cannot receive push notifications. On an iPhone or iPad, add Statehouse to your Home Screen (Share → Add to Home Screen) and open it from there.';
export const PUSH_BLOCKED =
  'Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then come back here.';

function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Push could not be changed. Try again.';
}

/** Push on this device (issue 22): on asks the browser's permission and subscribes; off unsubscribes. */
export function DevicePushSetting() {
  const push = useDevicePush();
  if (push.availability === 'unsupported') return <Text size="sm">{PUSH_UNSUPPORTED}</Text>;
  return (
    <Stack gap="xs">
      {push.availability === 'denied' ? (
        <Text size="sm">{PUSH_BLOCKED}</Text>
      ) : (
        <NetworkRequired>
          {(network) => (
            <Switch
              size="md"
              label="Push notifications on this device"
              description="Follows with Push on notify this browser or installed app"
              checked={push.subscribed === true}
              disabled={network.disabled || push.busy || push.subscribed === undefined}
              aria-describedby={network['aria-describedby']}
              aria-busy={push.busy || push.subscribed === undefined}
              onChange={(event) => push.setSubscribed(event.currentTarget.checked)}
            />
          )}
        </NetworkRequired>
      )}
      {push.error !== null && push.availability !== 'denied' && (
        <Alert color="red" role="alert" title="Push not changed">
          {failureText(push.error)}
        </Alert>
      )}
    </Stack>
  );
}
