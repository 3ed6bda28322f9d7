import { Group, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUp, IconAlertTriangle } from '@tabler/icons-react';
import type { SyncStatus } from '../utils/sync-store';
import { countOf } from '../../../utils/count-of';

export interface PendingMovesProps {
  /** Moves of this board not yet on the server. */
  count: number;
  status: SyncStatus;
  /** Moves of the last sync that a later change elsewhere overrode (or the server refused). */
  overridden: number;
}

const moves = (n: number) => countOf(n, 'move');

/** The pending-moves indicator: whether every move is safe on the server, and if not, why and what next. */
export function PendingMoves({ count, status, overridden }: PendingMovesProps) {
  let icon = <IconCloudCheck size={18} aria-hidden />;
  let message = 'All moves saved.';
  if (count > 0 && status === 'offline') {
    icon = <IconCloudOff size={18} aria-hidden />;
    message = `Offline: ${moves(count)} kept on this device. They are saved when you are back online.`;
  } else if (count > 0 && status === 'signed-out') {
    icon = <IconAlertTriangle size={18} aria-hidden />;
    message = `Sign in again to save ${moves(count)}.`;
  } else if (count > 0 && status === 'failed') {
    icon = <IconAlertTriangle size={18} aria-hidden />;
    message = `${moves(count)} not saved yet: the server did not answer. Trying again shortly.`;
  } else if (count > 0) {
    icon = <IconCloudUp size={18} aria-hidden />;
    message = `Saving ${moves(count)}…`;
  } else if (overridden > 0) {
    message =
      `All moves saved. ${moves(overridden)} did not apply: those names were moved later on another ` +
      'device (the latest move of each name wins).';
  }
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="pending-moves" data-pending={count}>
      {icon}
      <Text size="sm">{message}</Text>
    </Group>
  );
}
