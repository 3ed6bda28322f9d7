import type { Active, Over } from '@dnd-kit/core';
import type { WhipboardEntry, WhipPosition } from '../../../../server/schemas/whipboard';
import { slotOf, type BoardMove, type Columns } from './arrangement';
import { parseDndId } from './drop-target';

/** Read by screen readers when a card gets focus (dnd-kit links it with aria-describedby). */
export const SCREEN_READER_INSTRUCTIONS =
  'To move a name, press Space or Enter. Then Left and Right arrows choose the column and Up and Down ' +
  'the place in it. Press Space or Enter again to drop, or Escape to cancel.';

const cardId = (id: Active['id']) => {
  const parsed = parseDndId(id);
  return parsed?.type === 'card' ? parsed.entryId : null;
};
const nameOf = (columns: Columns, id: Active['id']) =>
  Object.values(columns)
    .flat()
    .find((entry) => entry.id === cardId(id))?.short_full_name ?? 'The card';
function where(columns: Columns, id: Active['id']) {
  const entryId = cardId(id);
  const slot = entryId === null ? null : slotOf(columns, entryId);
  return slot ? `${slot.position}, place ${slot.order}` : 'its column';
}

/** 'Rep. Ada Baker: Lean Yes, place 3 of 12.' as it would be after the drop. */
export function describeSlot(
  columns: Columns,
  entry: WhipboardEntry,
  slot: { position: WhipPosition; order: number },
): string {
  const others = columns[slot.position].filter((e) => e.id !== entry.id).length;
  return `${entry.short_full_name}: ${slot.position}, place ${slot.order} of ${others + 1}.`;
}

/** What dnd-kit's live region says at each step, in words a listener can act on. */
export const messages = {
  start: (columns: Columns, active: Active) =>
    `Picked up ${nameOf(columns, active.id)} in ${where(columns, active.id)}.`,
  over(columns: Columns, active: Active, over: Over | null) {
    const target = parseDndId(over?.id);
    if (!target) return `${nameOf(columns, active.id)} is not over a column.`;
    const position = target.type === 'column' ? target.position : slotOf(columns, target.entryId)?.position;
    return `${nameOf(columns, active.id)} is over ${position ?? 'a column'}.`;
  },
  /** `drop` is what the drop just did (the drop handler runs before the announcement). */
  end: (columns: Columns, active: Active, drop: BoardMove | null) =>
    drop
      ? `${nameOf(columns, active.id)} dropped in ${drop.position}, place ${drop.order}.`
      : `${nameOf(columns, active.id)} stays in ${where(columns, active.id)}.`,
  cancel: (columns: Columns, active: Active) =>
    `Move cancelled. ${nameOf(columns, active.id)} stays in ${where(columns, active.id)}.`,
};
