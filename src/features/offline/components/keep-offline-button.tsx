import { Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { NetworkRequired } from '../../../components/network-required';
import { usePinBill } from '../api/pin-bill';
import { usePinnedBills } from '../api/get-pinned-bills';
import { useUnpinBill } from '../api/unpin-bill';

export interface KeepOfflineButtonProps {
  billId: number;
  /** e.g. 'H 100', so the accessible name says which bill. */
  billLabel: string;
}

const common = { size: 'compact-md', h: 44, px: 'sm' } as const;

/**
 * "Keep offline" on a bill page: stores the bill and its full text on this device. Pinning needs the
 * network (disabled with the reason while offline); removing a pinned bill works anywhere.
 */
export function KeepOfflineButton({ billId, billLabel }: KeepOfflineButtonProps) {
  const pinned = usePinnedBills();
  const pin = usePinBill();
  const unpin = useUnpinBill();
  const isPinned = pinned.data?.some((bill) => bill.billId === billId) ?? false;
  const failure = pin.error ?? unpin.error;

  const button = isPinned ? (
    <Button
      {...common}
      variant="light"
      loading={unpin.isPending}
      aria-label={`Kept offline: ${billLabel}, press to remove`}
      leftSection={<IconCircleCheck size={16} aria-hidden />}
      onClick={() => unpin.mutate(billId)}
    >
      Kept offline
    </Button>
  ) : (
    <NetworkRequired>
      {(network) => (
        <Button
          {...common}
          {...network}
          variant="default"
          loading={pin.isPending || pinned.isPending}
          aria-label={`Keep offline: ${billLabel}`}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => pin.mutate(billId)}
        >
          Keep offline
        </Button>
      )}
    </NetworkRequired>
  );
  if (!failure) return button;
  return (
    <Stack gap={4} align="flex-start">
      {button}
      <Text size="sm" c="red" role="alert">
        {isPinned ? 'Not removed' : 'Not kept offline'}: {failure.message}
      </Text>
    </Stack>
  );
}
