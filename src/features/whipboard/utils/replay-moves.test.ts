// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createMemoryQueue } from './move-queue';
import type { QueuedMove } from './queued-move';
import { replayMoves, type SendResult } from './replay-moves';

const move = (n: number): QueuedMove => ({
  operationId: `op-000${n}`,
  whipboardId: 7,
  entryId: n,
  position: 'Yes',
  order: 1,
  movedAt: `2026-03-15T10:00:0${n}.000Z`,
});

async function queueOf(count: number) {
  const queue = createMemoryQueue();
  for (let n = 1; n <= count; n += 1) await queue.add(move(n));
  return queue;
}

describe('replayMoves', () => {
  it('sends every move once, oldest first, and empties the queue', async () => {
    const queue = await queueOf(3);
    const send = vi.fn(async (_move: QueuedMove): Promise<SendResult> => ({ ok: true, outcome: 'applied' }));
    const settled = vi.fn();
    const report = await replayMoves(queue, send, settled);
    expect(send.mock.calls.map(([m]) => m.operationId)).toEqual(['op-0001', 'op-0002', 'op-0003']);
    expect(report).toMatchObject({ stoppedBy: null, superseded: [], rejected: [] });
    expect(report.applied).toHaveLength(3);
    expect(settled).toHaveBeenCalledTimes(3);
    expect(await queue.all()).toEqual([]);
  });

  it('keeps the move and the ones after it when the network is gone, signed out or the server fails', async () => {
    for (const [status, stoppedBy] of [
      [0, 'offline'],
      [401, 'signed-out'],
      [403, 'failed'],
      [503, 'failed'],
    ] as const) {
      const queue = await queueOf(3);
      const send = vi
        .fn<(m: QueuedMove) => Promise<SendResult>>()
        .mockResolvedValueOnce({ ok: true, outcome: 'applied' })
        .mockResolvedValue({ ok: false, status });
      const report = await replayMoves(queue, send);
      expect(report.stoppedBy, String(status)).toBe(stoppedBy);
      expect((await queue.all()).map((m) => m.operationId)).toEqual(['op-0002', 'op-0003']);
    }
  });

  it('drops moves the server refuses for good, and tells superseded ones apart', async () => {
    const queue = await queueOf(4);
    const results: SendResult[] = [
      { ok: false, status: 400 },
      { ok: true, outcome: 'superseded' },
      { ok: false, status: 404 },
      { ok: true, outcome: 'replayed' },
    ];
    const report = await replayMoves(queue, async () => results.shift()!);
    expect(report.rejected.map((m) => m.entryId)).toEqual([1, 3]);
    expect(report.superseded.map((m) => m.entryId)).toEqual([2]);
    expect(report.applied.map((m) => m.entryId)).toEqual([4]);
    expect(await queue.all()).toEqual([]);
  });
});
