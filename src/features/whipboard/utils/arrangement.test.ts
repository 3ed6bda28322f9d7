// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { whipEntriesFixture } from '../../../testing/fixtures/whipboard';
import { applyMoves, columnsOf, moveEntry, slotOf } from './arrangement';

const names = (entries: ReturnType<typeof whipEntriesFixture>) => {
  const columns = columnsOf(entries);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([, cards]) => cards.length > 0)
      .map(([position, cards]) => [position, cards.map((c) => `${c.order}:${c.short_full_name.slice(5)}`)]),
  );
};

describe('columnsOf and slotOf', () => {
  it('groups cards by column in order, ties by id, with every column present', () => {
    const columns = columnsOf(whipEntriesFixture().reverse());
    expect(Object.keys(columns)).toEqual(['Yes', 'Lean Yes', 'Toss-Up', 'Lean No', 'No']);
    expect(columns['Toss-Up'].map((e) => e.id)).toEqual([1, 2, 3]);
    expect(columns['Lean Yes']).toEqual([]);
    expect(slotOf(columns, 3)).toEqual({ position: 'Toss-Up', order: 3 });
    expect(slotOf(columns, 99)).toBeNull();
  });
});

describe('moveEntry', () => {
  it('sets the position, inserts at the order and renumbers every column 1..n', () => {
    const moved = moveEntry(whipEntriesFixture(), { entryId: 2, position: 'Yes', order: 1 });
    expect(names(moved)).toEqual({
      Yes: ['1:Ada Baker', '2:Bo Zed'],
      'Toss-Up': ['1:Cal Adams', '2:Fay Cole'],
      No: ['1:Di Moss'],
    });
  });

  it('clamps the order to the column, moves within a column, and ignores an unknown card', () => {
    const entries = whipEntriesFixture();
    expect(names(moveEntry(entries, { entryId: 1, position: 'Lean No', order: 9 }))['Lean No']).toEqual([
      '1:Cal Adams',
    ]);
    expect(names(moveEntry(entries, { entryId: 3, position: 'Toss-Up', order: 1 }))['Toss-Up']).toEqual([
      '1:Fay Cole',
      '2:Cal Adams',
      '3:Ada Baker',
    ]);
    expect(moveEntry(entries, { entryId: 42, position: 'Yes', order: 1 })).toEqual(entries);
  });

  it('gives the same board when a move is applied twice', () => {
    const move = { entryId: 1, position: 'No' as const, order: 1 };
    const once = moveEntry(whipEntriesFixture(), move);
    expect(moveEntry(once, move)).toEqual(once);
  });
});

describe('applyMoves', () => {
  it('lays pending moves over the board in the order they were made', () => {
    const board = applyMoves(whipEntriesFixture(), [
      { entryId: 1, position: 'Lean Yes', order: 1 },
      { entryId: 3, position: 'Lean Yes', order: 1 },
      { entryId: 1, position: 'Lean No', order: 1 },
    ]);
    expect(names(board)).toEqual({
      Yes: ['1:Bo Zed'],
      'Lean Yes': ['1:Fay Cole'],
      'Toss-Up': ['1:Ada Baker'],
      'Lean No': ['1:Cal Adams'],
      No: ['1:Di Moss'],
    });
  });
});
