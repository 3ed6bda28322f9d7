import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-error';
import { useDeleteWhipboard } from '../api/delete-whipboard';
import { useWhipboards } from '../api/get-whipboards';
import { useRenameWhipboard } from '../api/rename-whipboard';
import { WhipboardRow } from './whipboard-row';
import classes from './whipboard.module.css';

export const NO_BOARDS = 'You have no whipboards yet. Start one below for a bill or a question.';

export interface WhipboardListProps {
  /** Shown instead of the list when signed out. */
  renderSignIn: () => ReactNode;
}

/** The user's boards, most recently changed first, each with its counts, Rename and Delete. */
export function WhipboardList({ renderSignIn }: WhipboardListProps) {
  const boards = useWhipboards();
  const rename = useRenameWhipboard();
  const remove = useDeleteWhipboard();
  if (boards.error instanceof ApiError && boards.error.status === 401) return <>{renderSignIn()}</>;
  const failure = rename.error ?? remove.error;
  const busyId = rename.isPending ? rename.variables?.id : remove.isPending ? remove.variables : undefined;
  return (
    <>
      {failure && (
        <Alert color="red" title="That did not work" mb="sm">
          {failure.message}
        </Alert>
      )}
      <QueryState query={boards} loadingLabel="Loading your whipboards…" emptyMessage={NO_BOARDS}>
        {(list) => (
          <ul className={classes.boardList} aria-label="Your whipboards">
            {list.map((board) => (
              <WhipboardRow
                key={board.id}
                board={board}
                busy={busyId === board.id}
                onRename={(question, done) =>
                  rename.mutate({ id: board.id, question: question.trim() }, { onSuccess: done })
                }
                onDelete={() => remove.mutate(board.id)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
