import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { PushDevice } from '../../../../server/schemas/notifications';
import { NetworkRequired } from '../../../components/network-required';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../utils/format-date';
import { useDeletePushDevice } from '../api/delete-push-device';
import { usePushDevices } from '../api/get-push-devices';
import { deviceName } from '../utils/device-name';
import classes from './settings-list.module.css';

export const NO_PUSH_DEVICES =
  'No device gets push notifications. Turn push on above, on each device you want.';

function DeviceRow({
  device,
  onDelete,
  disabled,
}: {
  device: PushDevice;
  onDelete: () => void;
  disabled: boolean;
}) {
  const name = deviceName(device.user_agent);
  return (
    <li className={classes.row}>
      <Group justify="space-between" wrap="nowrap" py="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            Added {formatDate(device.created_at)} · via {new URL(device.service).hostname}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="compact-md"
          h={44}
          disabled={disabled}
          aria-label={`Remove ${name}, added ${formatDate(device.created_at)}`}
          onClick={onDelete}
        >
          Remove
        </Button>
      </Group>
    </li>
  );
}

/** Every device that gets this reader's pushes, each removable (issue 22, privacy). */
export function PushDevicesList() {
  const devices = usePushDevices();
  const remove = useDeletePushDevice();
  return (
    <Stack gap="xs">
      {remove.isError && (
        <Alert color="red" role="alert" title="Not removed">
          {remove.error instanceof Error ? remove.error.message : 'Try again.'}
        </Alert>
      )}
      <QueryState
        query={devices}
        loadingLabel="Loading your devices…"
        emptyMessage={NO_PUSH_DEVICES}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <NetworkRequired block>
            {(network) => (
              <ul className={classes.list} aria-label="Devices that get push notifications">
                {list.items.map((device) => (
                  <DeviceRow
                    key={device.id}
                    device={device}
                    disabled={network.disabled}
                    onDelete={() => remove.mutate(device.id)}
                  />
                ))}
              </ul>
            )}
          </NetworkRequired>
        )}
      </QueryState>
    </Stack>
  );
}
