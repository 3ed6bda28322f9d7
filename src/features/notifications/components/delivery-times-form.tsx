import { Alert, Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { NotificationSettings } from '../../../../server/schemas/notifications';
import { NetworkRequired } from '../../../components/network-required';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { hourLabel, timeZoneName } from '../utils/clock';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));
/** Overnight by default: what most readers mean by "not while I sleep". */
const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' };

/** The daily digest's hour and quiet hours, in the state's time zone (issue 22). */
export function DeliveryTimesForm({ settings }: { settings: NotificationSettings }) {
  const save = useUpdateNotificationSettings();
  const [digestHour, setDigestHour] = useState(String(settings.digest_hour));
  const [quiet, setQuiet] = useState(settings.quiet_hours !== null);
  const [quietHours, setQuietHours] = useState(settings.quiet_hours ?? DEFAULT_QUIET_HOURS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ digest_hour: Number(digestHour), quiet_hours: quiet ? quietHours : null });
  };
  return (
    <form onSubmit={submit} aria-label="Email and quiet hours">
      <Stack gap="sm">
        <Text size="sm">
          Times are in the state’s time zone: {timeZoneName(settings.time_zone)}. Mail goes to{' '}
          <strong>{settings.email_address}</strong>.
        </Text>
        <NativeSelect
          label="Daily digest at"
          description="Follows set to Daily digest get one mail a day, one line per bill"
          data={HOURS}
          value={digestHour}
          onChange={(event) => setDigestHour(event.currentTarget.value)}
        />
        <Switch
          size="md"
          label="Quiet hours"
          description="No push or immediate mail in these hours; what arrives is sent when they end"
          checked={quiet}
          onChange={(event) => setQuiet(event.currentTarget.checked)}
        />
        {quiet && (
          <Group grow>
            <TextInput
              type="time"
              label="From"
              required
              value={quietHours.start}
              onChange={(event) => setQuietHours({ ...quietHours, start: event.currentTarget.value })}
            />
            <TextInput
              type="time"
              label="Until"
              required
              value={quietHours.end}
              onChange={(event) => setQuietHours({ ...quietHours, end: event.currentTarget.value })}
            />
          </Group>
        )}
        {save.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {save.error instanceof Error ? save.error.message : 'Try again.'}
          </Alert>
        )}
        {save.isSuccess && (
          <Text size="sm" role="status">
            Saved.
          </Text>
        )}
        <NetworkRequired block>
          {(network) => (
            <Button type="submit" loading={save.isPending} {...network}>
              Save times
            </Button>
          )}
        </NetworkRequired>
      </Stack>
    </form>
  );
}
