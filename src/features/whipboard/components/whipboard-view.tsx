import type { ReactNode } from 'react';
import { LoadingList } from '../../../components/loading-list';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-error';
import { useBoard } from '../hooks/use-board';
import { BoardHeader } from './board-header';
import { PendingMoves } from './pending-moves';
import { WhipBoard } from './whip-board';

export interface WhipboardViewProps {
  whipboardId: number;
  /** Shown instead of the board when signed out (e.g. the account feature's sign-in prompt). */
  renderSignIn: () => ReactNode;
}

export const BOARD_LOADING = 'Loading whipboard…';
export const NO_MEMBERS = 'No serving members in this chamber: there is no one to whip.';

/** /app/whipboards/{id}: the board with its moves not yet synced, and whether they are safe. */
export function WhipboardView({ whipboardId, renderSignIn }: WhipboardViewProps) {
  const { query, columns, pendingCount, ready, sync, move } = useBoard(whipboardId);
  if (query.error instanceof ApiError && query.error.status === 401) return <>{renderSignIn()}</>;
  return (
    <QueryState
      query={query}
      loadingLabel={BOARD_LOADING}
      emptyMessage={NO_MEMBERS}
      isEmpty={(board) => board.entries.length === 0}
    >
      {(board) =>
        ready ? (
          <>
            <BoardHeader
              board={board}
              status={<PendingMoves count={pendingCount} status={sync.status} overridden={sync.overridden} />}
            />
            <WhipBoard columns={columns} onMove={move} />
          </>
        ) : (
          <LoadingList label={BOARD_LOADING} />
        )
      }
    </QueryState>
  );
}
