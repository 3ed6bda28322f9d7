import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NetworkRequired } from '../../../components/network-required';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-error';
import { useWhipboard } from '../api/get-whipboard';
import { useResetWhipboard } from '../api/reset-whipboard';
import { BOARD_LOADING, NO_MEMBERS } from './whipboard-view';

export interface ResetBoardConfirmProps {
  whipboardId: number;
  /** Shown instead when signed out. */
  renderSignIn: () => ReactNode;
}

/** /whipboard/reset/{id} (spec §2 'Reset Board'): asks once, then puts everyone back in Toss-Up. */
export function ResetBoardConfirm({ whipboardId, renderSignIn }: ResetBoardConfirmProps) {
  const boardQuery = useWhipboard(whipboardId);
  const reset = useResetWhipboard();
  const navigate = useNavigate();
  const boardPath = `/app/whipboards/${whipboardId}`;
  if (boardQuery.error instanceof ApiError && boardQuery.error.status === 401) return <>{renderSignIn()}</>;
  return (
    <QueryState
      query={boardQuery}
      loadingLabel={BOARD_LOADING}
      emptyMessage={NO_MEMBERS}
      isEmpty={(board) => board.entries.length === 0}
    >
      {(board) => (
        <Stack gap="md" align="flex-start">
          <Text>
            Move all {board.entries.length} names on “{board.question}” back to Toss-Up? Every position on
            this board is lost, and moves still waiting to sync from before the reset will not apply.
          </Text>
          {reset.error && (
            <Alert color="red" title="The board was not reset">
              {reset.error.message}
            </Alert>
          )}
          <NetworkRequired>
            {(network) => (
              <Group>
                <Button
                  color="red"
                  loading={reset.isPending}
                  onClick={() => reset.mutate(whipboardId, { onSuccess: () => void navigate(boardPath) })}
                  {...network}
                >
                  Reset Board
                </Button>
                <Button component={Link} to={boardPath} variant="default">
                  Cancel
                </Button>
              </Group>
            )}
          </NetworkRequired>
        </Stack>
      )}
    </QueryState>
  );
}
