import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useWhipboard } from '../api/get-whipboard';
import { applyMoves, columnsOf, type BoardMove } from '../utils/arrangement';
import { queueMove } from '../utils/sync-engine';
import { useSyncState } from './use-sync-state';

/**
 * A board as the user should see it: the server's cards with the moves not yet synced laid over them in
 * order, so a move shows at once and survives a reload while offline. Column counts derive from the cards.
 */
export function useBoard(whipboardId: number) {
  const query = useWhipboard(whipboardId);
  const sync = useSyncState();
  const queryClient = useQueryClient();
  const pending = useMemo(
    () => sync.pending.filter((move) => move.whipboardId === whipboardId),
    [sync.pending, whipboardId],
  );
  const columns = useMemo(
    () => columnsOf(applyMoves(query.data?.entries ?? [], pending)),
    [query.data, pending],
  );
  const move = useCallback(
    (boardMove: BoardMove) => void queueMove(queryClient, whipboardId, boardMove),
    [queryClient, whipboardId],
  );
  return { query, columns, pendingCount: pending.length, ready: sync.loaded, sync, move };
}
