import type { UniqueIdentifier } from '@dnd-kit/core';
import type { WhipPosition } from '../../../../server/schemas/whipboard';
import { slotOf, type BoardMove, type Columns } from './arrangement';
import { POSITIONS } from './positions';

/**
 * Droppable and draggable ids: every card is both (drop before or after it), every column a drop zone,
 * and so is each column's button in the phone's column picker (a drop there goes to that column's end).
 */
export const cardDndId = (entryId: number) => `card:${entryId}`;
export const columnDndId = (position: WhipPosition) => `column:${position}`;
export const pickerDndId = (position: WhipPosition) => `picker:${position}`;

export type DropOver = { type: 'card'; entryId: number } | { type: 'column'; position: WhipPosition };

export function parseDndId(id: UniqueIdentifier | null | undefined): DropOver | null {
  const [kind, value] = String(id ?? '').split(/:(.*)/s);
  if (kind === 'card' && value && /^\d+$/.test(value)) return { type: 'card', entryId: Number(value) };
  const position = POSITIONS.find((p) => p === value);
  return (kind === 'column' || kind === 'picker') && position ? { type: 'column', position } : null;
}

/**
 * Where a dropped card lands. Over a card of another column it goes before that card, or after it when
 * dropped on its lower half; over a card of its own column it takes that card's place (the card moves
 * past it); over a column's empty space it goes to the end. Null when nothing would change.
 */
export function dropTarget(
  columns: Columns,
  entryId: number,
  over: DropOver | null,
  placeBelow: boolean,
): BoardMove | null {
  const from = slotOf(columns, entryId);
  if (!from || !over) return null;
  let target: { position: WhipPosition; order: number } | null;
  if (over.type === 'column') {
    const length = columns[over.position].length;
    target = { position: over.position, order: over.position === from.position ? length : length + 1 };
  } else {
    const at = slotOf(columns, over.entryId);
    if (!at) return null;
    const sameColumn = at.position === from.position;
    target = { position: at.position, order: sameColumn ? at.order : at.order + (placeBelow ? 1 : 0) };
  }
  if (target.position === from.position && target.order === from.order) return null;
  return { entryId, ...target };
}

export const KEYBOARD_MOVES = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const;
export type KeyboardMove = (typeof KEYBOARD_MOVES)[number];
export const isKeyboardMove = (code: string): code is KeyboardMove =>
  (KEYBOARD_MOVES as readonly string[]).includes(code);

/**
 * Keyboard dragging (no pointer geometry): left and right pick the neighbouring column at the same place
 * or its end, up and down move one place within the column. Returns where the card would land.
 */
export function nextKeyboardTarget(
  columns: Columns,
  entryId: number,
  current: { position: WhipPosition; order: number },
  key: KeyboardMove,
): { position: WhipPosition; order: number } {
  const from = slotOf(columns, entryId);
  // The card's own column has one place fewer to offer: it leaves a gap where it was.
  const lastPlace = (position: WhipPosition) =>
    columns[position].length + (from && from.position === position ? 0 : 1);
  if (key === 'ArrowUp') return { ...current, order: Math.max(1, current.order - 1) };
  if (key === 'ArrowDown')
    return { ...current, order: Math.min(lastPlace(current.position), current.order + 1) };
  const step = key === 'ArrowLeft' ? -1 : 1;
  const index = POSITIONS.indexOf(current.position) + step;
  const position = POSITIONS[Math.min(Math.max(index, 0), POSITIONS.length - 1)]!;
  return { position, order: Math.min(current.order, lastPlace(position)) };
}
