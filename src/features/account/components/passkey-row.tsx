import { Button, Group, Text } from '@mantine/core';
import type { Passkey } from '../../../../server/schemas/passkeys';
import type { NetworkActionProps } from '../../../components/network-required';
import { formatDate } from '../../../utils/format-date';

const TRANSPORT_NAMES: Record<string, string> = {
  internal: 'this kind of device',
  hybrid: 'a phone nearby',
  usb: 'a USB key',
  nfc: 'an NFC key',
  ble: 'a Bluetooth key',
};

export interface PasskeyRowProps {
  passkey: Passkey;
  /** 1-based, to name it: passkeys have no name of their own. */
  number: number;
  removing: boolean;
  onRemove: () => void;
  /** From the list's NetworkRequired: Remove is off while offline. @default enabled */
  network?: NetworkActionProps;
}

/** One passkey: when it was added and last used, how it is reached, and Remove. */
export function PasskeyRow({ passkey, number, removing, onRemove, network }: PasskeyRowProps) {
  const via = passkey.transports
    .map((t) => TRANSPORT_NAMES[t])
    .filter(Boolean)
    .join(' or ');
  const used = passkey.last_used_at ? `last used ${formatDate(passkey.last_used_at)}` : 'not used yet';
  return (
    <Group component="li" justify="space-between" wrap="nowrap" py={6}>
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>Passkey {number}</Text>
        <Text size="sm" c="dimmed">
          Added {formatDate(passkey.created_at)}, {used}
          {via && ` · on ${via}`}
        </Text>
      </div>
      <Button
        variant="subtle"
        color="red"
        loading={removing}
        aria-label={`Remove passkey ${number}`}
        onClick={onRemove}
        {...network}
      >
        Remove
      </Button>
    </Group>
  );
}
