// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { whipEntriesFixture } from '../../../testing/fixtures/whipboard';
import { columnsOf } from './arrangement';
import { cardDndId, columnDndId, dropTarget, nextKeyboardTarget, parseDndId } from './drop-target';

const columns = columnsOf(whipEntriesFixture());

describe('dnd ids', () => {
  it('round-trips card and column ids and refuses anything else', () => {
    expect(parseDndId(cardDndId(12))).toEqual({ type: 'card', entryId: 12 });
    expect(parseDndId(columnDndId('Lean No'))).toEqual({ type: 'column', position: 'Lean No' });
    for (const id of ['card:x', 'column:Maybe', 'other:1', null, undefined])
      expect(parseDndId(id)).toBeNull();
  });
});

describe('dropTarget', () => {
  it('goes before a card of another column, or after it on its lower half', () => {
    expect(dropTarget(columns, 1, { type: 'card', entryId: 4 }, false)).toEqual({
      entryId: 1,
      position: 'Yes',
      order: 1,
    });
    expect(dropTarget(columns, 1, { type: 'card', entryId: 4 }, true)).toEqual({
      entryId: 1,
      position: 'Yes',
      order: 2,
    });
  });

  it("takes a card's place within the same column", () => {
    expect(dropTarget(columns, 1, { type: 'card', entryId: 3 }, false)).toEqual({
      entryId: 1,
      position: 'Toss-Up',
      order: 3,
    });
    expect(dropTarget(columns, 3, { type: 'card', entryId: 1 }, true)).toEqual({
      entryId: 3,
      position: 'Toss-Up',
      order: 1,
    });
  });

  it("goes to the end of a column's empty space, and is null when nothing changes", () => {
    expect(dropTarget(columns, 2, { type: 'column', position: 'Lean Yes' }, false)).toEqual({
      entryId: 2,
      position: 'Lean Yes',
      order: 1,
    });
    expect(dropTarget(columns, 2, { type: 'column', position: 'Toss-Up' }, false)).toEqual({
      entryId: 2,
      position: 'Toss-Up',
      order: 3,
    });
    expect(dropTarget(columns, 3, { type: 'column', position: 'Toss-Up' }, false)).toBeNull();
    expect(dropTarget(columns, 2, { type: 'card', entryId: 2 }, false)).toBeNull();
    expect(dropTarget(columns, 2, null, false)).toBeNull();
  });
});

describe('nextKeyboardTarget', () => {
  it('moves between columns at the same place or the end, and within a column one place at a time', () => {
    const start = { position: 'Toss-Up' as const, order: 3 };
    expect(nextKeyboardTarget(columns, 3, start, 'ArrowLeft')).toEqual({ position: 'Lean Yes', order: 1 });
    expect(nextKeyboardTarget(columns, 3, { position: 'Lean Yes', order: 1 }, 'ArrowLeft')).toEqual({
      position: 'Yes',
      order: 1,
    });
    expect(nextKeyboardTarget(columns, 3, { position: 'Yes', order: 1 }, 'ArrowDown')).toEqual({
      position: 'Yes',
      order: 2,
    });
    expect(nextKeyboardTarget(columns, 3, { position: 'Yes', order: 2 }, 'ArrowDown')).toEqual({
      position: 'Yes',
      order: 2,
    });
    expect(nextKeyboardTarget(columns, 3, start, 'ArrowDown')).toEqual(start);
    expect(nextKeyboardTarget(columns, 3, start, 'ArrowUp')).toEqual({ position: 'Toss-Up', order: 2 });
    expect(nextKeyboardTarget(columns, 3, { position: 'No', order: 1 }, 'ArrowRight')).toEqual({
      position: 'No',
      order: 1,
    });
  });
});
