import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useClearStoredData } from '../api/clear-stored-data';

/** Deletes what is saved for offline reading, after a confirmation (the app and the sign-in stay). */
export function ClearStoredData() {
  const [confirming, setConfirming] = useState(false);
  const clear = useClearStoredData();
  const confirm = () => clear.mutate(undefined, { onSettled: () => setConfirming(false) });
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        color="red"
        mih={44}
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Clear stored data
      </Button>
      {clear.isSuccess && (
        <Text size="sm" role="status">
          Stored data cleared.
        </Text>
      )}
      {clear.isError && (
        <Alert color="red" role="alert" title="Not cleared">
          {clear.error.message}
        </Alert>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Clear stored data?" centered>
        <Stack gap="md">
          <Text size="sm">
            Saved screens, offline copies and bills kept offline are deleted from this device. You stay signed
            in, and the app still opens without a connection.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" mih={44} loading={clear.isPending} onClick={confirm}>
              Clear
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
