// The board's rules as pure functions over its cards (spec §4 Whipboard): dropping a card sets its
// position; any change renumbers `order` 1..n in every column. The client mirrors `moveCard` exactly,
// so a move shown optimistically lands the same way when the server applies it.
import type { Arrangement, BoardCard } from '../../../db/repositories/whipboards-repository.js';
import { START_POSITION, type WhipCounts, type WhipPosition } from '../../../schemas/whipboard.js';

export const COUNT_KEYS: Record<WhipPosition, keyof WhipCounts> = {
  Yes: 'Yes',
  'Lean Yes': 'LeanYes',
  'Toss-Up': 'TossUp',
  'Lean No': 'LeanNo',
  No: 'No',
};

export const emptyCounts = (): WhipCounts => ({ Yes: 0, LeanYes: 0, TossUp: 0, LeanNo: 0, No: 0 });

/** Spec §7 counts, derived from the cards (never stored twice). */
export function countsOf(cards: readonly { position: WhipPosition }[]): WhipCounts {
  const counts = emptyCounts();
  for (const card of cards) counts[COUNT_KEYS[card.position]] += 1;
  return counts;
}

/** Every column numbered 1..n in its current order (ties, e.g. two cards given one number, by id). */
export function renumber<T extends BoardCard>(cards: readonly T[]): T[] {
  const sorted = [...cards].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const taken = new Map<WhipPosition, number>();
  return sorted.map((card) => {
    const order = (taken.get(card.position) ?? 0) + 1;
    taken.set(card.position, order);
    return card.sort_order === order ? card : { ...card, sort_order: order };
  });
}

/** The time a write counts as made: the client's, never later than now (a fast clock cannot pin a card). */
export function writeTime(movedAt: string | undefined, now = Date.now()): string {
  const at = movedAt === undefined ? now : Date.parse(movedAt);
  return new Date(Math.min(at, now)).toISOString();
}

/**
 * Moves one card to `order` (1-based; default the end) in column `position`. Last write per card wins:
 * a card written after `writtenAt` keeps that later write and nothing changes ('superseded').
 */
export function moveCard(
  cards: readonly BoardCard[],
  move: { entryId: number; position: WhipPosition; order?: number; writtenAt: string },
): Arrangement {
  const card = cards.find((c) => c.id === move.entryId);
  if (!card || card.updated_at > move.writtenAt) return { cards, outcome: 'superseded' };
  const numbered = renumber(cards);
  const column = numbered.filter((c) => c.position === move.position && c.id !== card.id);
  const index = Math.min(Math.max((move.order ?? column.length + 1) - 1, 0), column.length);
  column.splice(index, 0, { ...card, position: move.position, updated_at: move.writtenAt });
  const placed = column.map((c, i) => ({ ...c, sort_order: i + 1 }));
  const others = numbered.filter((c) => c.position !== move.position && c.id !== card.id);
  return { cards: renumber([...others, ...placed]), outcome: 'applied' };
}

/**
 * Spec §7 updateAll: each named card takes its position and order; cards it does not name keep their
 * number. A card written after `writtenAt` keeps that write (last write per card wins).
 */
export function arrangeCards(
  cards: readonly BoardCard[],
  updates: readonly { id: number; position: WhipPosition; order: number }[],
  writtenAt: string,
): Arrangement {
  const byId = new Map(updates.map((update) => [update.id, update]));
  let applied = 0;
  const next = cards.map((card) => {
    const update = byId.get(card.id);
    if (!update || card.updated_at > writtenAt) return card;
    applied += 1;
    const moved = update.position !== card.position;
    return {
      ...card,
      position: update.position,
      sort_order: update.order,
      updated_at: moved ? writtenAt : card.updated_at,
    };
  });
  return { cards: renumber(next), outcome: applied > 0 ? 'applied' : 'superseded' };
}

/** Reset Board: everyone back to the start column in the given (name) order; a write to every card. */
export function resetCards(cardsByName: readonly BoardCard[], writtenAt: string): Arrangement {
  return {
    cards: cardsByName.map((card, i) => ({
      ...card,
      position: START_POSITION,
      sort_order: i + 1,
      updated_at: writtenAt,
    })),
    outcome: 'applied',
  };
}
