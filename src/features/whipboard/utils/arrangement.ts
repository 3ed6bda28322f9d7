// The board's rules on the client, mirroring server/routes/api/whipboards/arrangement.ts: a move puts a
// card at a 1-based place in a column and renumbers every column 1..n (spec §4). Because the server does
// the same, a move shown at once lands the same way when it syncs.
import type { WhipboardEntry, WhipPosition } from '../../../../server/schemas/whipboard';
import { POSITIONS } from './positions';

export type Columns = Record<WhipPosition, WhipboardEntry[]>;

/** A move as the user made it: this card to this place of this column. */
export interface BoardMove {
  entryId: number;
  position: WhipPosition;
  /** 1-based place in the column after the move. */
  order: number;
}

/** Cards by column, each column in its order (ties by id, as the server breaks them). */
export function columnsOf(entries: readonly WhipboardEntry[]): Columns {
  const columns = Object.fromEntries(POSITIONS.map((position) => [position, []])) as unknown as Columns;
  for (const entry of entries) columns[entry.position].push(entry);
  for (const position of POSITIONS) columns[position].sort((a, b) => a.order - b.order || a.id - b.id);
  return columns;
}

const renumbered = (columns: Columns) =>
  POSITIONS.flatMap((position) =>
    columns[position].map((entry, index) =>
      entry.order === index + 1 ? entry : { ...entry, order: index + 1 },
    ),
  );

/** The board after one move; an unknown card changes nothing. Applying a move twice gives the same board. */
export function moveEntry(entries: readonly WhipboardEntry[], move: BoardMove): WhipboardEntry[] {
  const card = entries.find((entry) => entry.id === move.entryId);
  if (!card) return [...entries];
  const columns = columnsOf(entries.filter((entry) => entry.id !== move.entryId));
  const column = columns[move.position];
  const index = Math.min(Math.max(move.order - 1, 0), column.length);
  column.splice(index, 0, { ...card, position: move.position });
  return renumbered(columns);
}

/** The server's board with the moves not yet synced laid over it, in the order they were made. */
export function applyMoves(
  entries: readonly WhipboardEntry[],
  moves: readonly BoardMove[],
): WhipboardEntry[] {
  return moves.reduce<WhipboardEntry[]>((board, move) => moveEntry(board, move), [...entries]);
}

/** Where a card is: its column and 1-based place. */
export function slotOf(columns: Columns, entryId: number): { position: WhipPosition; order: number } | null {
  for (const position of POSITIONS) {
    const index = columns[position].findIndex((entry) => entry.id === entryId);
    if (index >= 0) return { position, order: index + 1 };
  }
  return null;
}
