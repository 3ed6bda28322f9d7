import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useNotificationSettings } from '../api/get-notification-settings';
import { DeliveryTimesForm } from './delivery-times-form';
import { DevicePushSetting } from './device-push-setting';
import { FollowsSettings } from './follows-settings';
import { PushDevicesList } from './push-devices-list';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Me → Notifications (issue 22): this device's push, every follow, mail timing and push devices. */
export function NotificationSettingsView() {
  const settings = useNotificationSettings();
  return (
    <Stack gap="md" maw={560}>
      <Button
        component={Link}
        to="/app/inbox"
        variant="light"
        leftSection={<IconInbox size={18} aria-hidden />}
      >
        Open your inbox
      </Button>
      <Section id="push-title" title="This device">
        <DevicePushSetting />
      </Section>
      <Section id="follows-title" title="What you follow">
        <Text size="sm">Each follow sends its news to your inbox, as push, by mail, or any of these.</Text>
        <FollowsSettings />
      </Section>
      <Section id="times-title" title="Email and quiet hours">
        <QueryState
          query={settings}
          loadingLabel="Loading your settings…"
          emptyMessage=""
          isEmpty={() => false}
        >
          {(loaded) => <DeliveryTimesForm settings={loaded} />}
        </QueryState>
      </Section>
      <Section id="devices-title" title="Devices that get push">
        <PushDevicesList />
      </Section>
    </Stack>
  );
}
