import { describe, expect, it } from 'vitest';
import type { BoardCard } from '../../../db/repositories/whipboards-repository.js';
import type { WhipPosition } from '../../../schemas/whipboard.js';
import { arrangeCards, countsOf, moveCard, renumber, resetCards, writeTime } from './arrangement.js';

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-01T11:00:00.000Z';
const card = (id: number, position: WhipPosition, sort_order: number, updated_at = T0): BoardCard => ({
  id,
  position,
  sort_order,
  updated_at,
});
/** Column → ids in order, the way a reader checks a board. */
const layout = (cards: readonly BoardCard[]) => {
  const columns: Partial<Record<WhipPosition, number[]>> = {};
  for (const c of [...cards].sort((a, b) => a.sort_order - b.sort_order))
    (columns[c.position] ??= []).push(c.id);
  for (const c of cards) expect(columns[c.position]!.indexOf(c.id) + 1).toBe(c.sort_order);
  return columns;
};
const board = [card(1, 'Toss-Up', 1), card(2, 'Toss-Up', 2), card(3, 'Toss-Up', 3), card(4, 'Yes', 1)];

describe('moveCard', () => {
  it('inserts at the 1-based order and renumbers both columns', () => {
    const { cards, outcome } = moveCard(board, { entryId: 2, position: 'Yes', order: 1, writtenAt: T1 });
    expect(outcome).toBe('applied');
    expect(layout(cards)).toEqual({ 'Toss-Up': [1, 3], Yes: [2, 4] });
    expect(cards.find((c) => c.id === 2)).toMatchObject({ position: 'Yes', updated_at: T1 });
    expect(cards.find((c) => c.id === 4)!.updated_at).toBe(T0); // renumbered, not written
  });

  it('appends without an order, clamps a large one and moves within a column', () => {
    expect(layout(moveCard(board, { entryId: 1, position: 'Yes', writtenAt: T1 }).cards)).toEqual({
      'Toss-Up': [2, 3],
      Yes: [4, 1],
    });
    expect(
      layout(moveCard(board, { entryId: 1, position: 'Toss-Up', order: 99, writtenAt: T1 }).cards),
    ).toEqual({
      'Toss-Up': [2, 3, 1],
      Yes: [4],
    });
    expect(
      layout(moveCard(board, { entryId: 3, position: 'Toss-Up', order: 1, writtenAt: T1 }).cards),
    ).toEqual({
      'Toss-Up': [3, 1, 2],
      Yes: [4],
    });
  });

  it('is superseded by a later write of the same card', () => {
    const moved = board.map((c) => (c.id === 2 ? { ...c, updated_at: T1 } : c));
    const result = moveCard(moved, { entryId: 2, position: 'No', writtenAt: T0 });
    expect(result).toEqual({ cards: moved, outcome: 'superseded' });
  });

  it('gives the same board when applied twice (a replay that slipped through still lands the same)', () => {
    const move = { entryId: 3, position: 'Yes' as const, order: 1, writtenAt: T1 };
    const once = moveCard(board, move).cards;
    expect(layout(moveCard(once, move).cards)).toEqual(layout(once));
  });
});

describe('renumber, counts, updateAll and reset', () => {
  it('closes gaps and breaks ties by id', () => {
    const cards = renumber([card(5, 'No', 7), card(2, 'No', 7), card(9, 'No', 2)]);
    expect(layout(cards)).toEqual({ No: [9, 2, 5] });
  });

  it('counts each column under the spec’s keys', () => {
    expect(countsOf(board)).toEqual({ Yes: 1, LeanYes: 0, TossUp: 3, LeanNo: 0, No: 0 });
  });

  it('arranges the named cards, skipping those written later (last write per card wins)', () => {
    const cards = board.map((c) => (c.id === 3 ? { ...c, updated_at: T1 } : c));
    const result = arrangeCards(
      cards,
      [
        { id: 1, position: 'No', order: 1 },
        { id: 3, position: 'No', order: 2 },
        { id: 4, position: 'Yes', order: 1 },
      ],
      T0,
    );
    expect(result.outcome).toBe('applied');
    expect(layout(result.cards)).toEqual({ 'Toss-Up': [2, 3], Yes: [4], No: [1] });
    expect(result.cards.find((c) => c.id === 4)!.updated_at).toBe(T0);
    expect(arrangeCards(cards, [{ id: 3, position: 'No', order: 1 }], T0).outcome).toBe('superseded');
  });

  it('resets everyone to Toss-Up in the given order, as a write to every card', () => {
    const { cards } = resetCards([board[3]!, board[0]!, board[2]!, board[1]!], T1);
    expect(layout(cards)).toEqual({ 'Toss-Up': [4, 1, 3, 2] });
    expect(cards.every((c) => c.updated_at === T1)).toBe(true);
  });

  it('takes the client’s time for a write, capped at now', () => {
    const now = Date.parse(T1);
    expect(writeTime(T0, now)).toBe(T0);
    expect(writeTime('2099-01-01T00:00:00Z', now)).toBe(T1);
    expect(writeTime(undefined, now)).toBe(T1);
    expect(writeTime('2026-03-01T06:00:00-05:00', now)).toBe('2026-03-01T11:00:00.000Z');
  });
});
