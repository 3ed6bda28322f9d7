import type { Outcome } from '../../../../server/schemas/whipboard';
import type { MoveQueue } from './move-queue';
import type { QueuedMove } from './queued-move';

/** What sending one move gave: the server's outcome, or the HTTP status (0 = no network). */
export type SendResult = { ok: true; outcome: Outcome } | { ok: false; status: number };

export interface ReplayReport {
  /** Applied now, or earlier (a replay the server recognised). */
  applied: QueuedMove[];
  /** The card was moved later elsewhere; that later move stands (last write per card wins). */
  superseded: QueuedMove[];
  /** Refused for good (400: the card left the board; 404: the board is gone or not this user's). */
  rejected: QueuedMove[];
  /** Why the replay stopped with moves left: they stay queued for the next try. */
  stoppedBy: 'offline' | 'signed-out' | 'failed' | null;
}

/** More than a whip makes between two connections; a bound so a server bug cannot loop forever. */
const MAX_MOVES_PER_REPLAY = 5000;

/**
 * Sends queued moves one at a time, oldest first, each removed only once the server has answered for it
 * and `onSettled` has finished with it (the page keeps the move in its saved board first), so a move is
 * never lost and (with its operation id) never applied twice. Stops at the first move that may succeed
 * later: no network, signed out, a server error or a refused CSRF token.
 */
export async function replayMoves(
  queue: MoveQueue,
  send: (move: QueuedMove) => Promise<SendResult>,
  onSettled: (move: QueuedMove, result: SendResult) => void | Promise<void> = () => {},
): Promise<ReplayReport> {
  const report: ReplayReport = { applied: [], superseded: [], rejected: [], stoppedBy: null };
  for (let sent = 0; sent < MAX_MOVES_PER_REPLAY; sent += 1) {
    const move = await queue.first();
    if (!move) break;
    const result = await send(move);
    if (!result.ok && result.status !== 400 && result.status !== 404) {
      report.stoppedBy = result.status === 0 ? 'offline' : result.status === 401 ? 'signed-out' : 'failed';
      break;
    }
    await onSettled(move, result);
    await queue.remove(move.operationId);
    if (!result.ok) report.rejected.push(move);
    else if (result.outcome === 'superseded') report.superseded.push(move);
    else report.applied.push(move);
  }
  return report;
}
