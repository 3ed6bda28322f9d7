import type { MoveEntryResponse } from '../../../../server/schemas/whipboard';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { moveBody, movePath, type QueuedMove } from '../utils/queued-move';
import type { SendResult } from '../utils/replay-moves';

/** Spec §7 PATCH /whipboard/{id} for one queued move, as the replay wants it (the counts are derived). */
export async function sendMove(move: QueuedMove): Promise<SendResult> {
  try {
    const response = await apiRequest<MoveEntryResponse>(movePath(move), {
      method: 'PATCH',
      body: moveBody(move),
    });
    return { ok: true, outcome: response.outcome };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status };
    throw error;
  }
}
