import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TrackingSelection } from '../api/keys';
import { TrackingDialogBody } from './tracking-dialog-body';

/** Spec §2 / §7: the tracking modal's title, verbatim. */
export const MANAGE_TRACKING_TITLE = 'Manage tracking lists';

export interface ManageTrackingDialogProps {
  opened: boolean;
  onClose: () => void;
  selection: TrackingSelection;
  /** What is being tracked, in words: 'H 100', or '3 bills'. */
  subject: string;
}

/**
 * The 'Manage tracking lists' dialog: check a list to put the bills on it, uncheck to take them off, or
 * name a new list. Changes save as they are made; Done only closes.
 */
export function ManageTrackingDialog({ opened, onClose, selection, subject }: ManageTrackingDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={MANAGE_TRACKING_TITLE} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Lists for {subject}
        </Text>
        {/* Mounted only while open, so the lists are fetched fresh each time it opens. */}
        {opened && <TrackingDialogBody selection={selection} />}
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
