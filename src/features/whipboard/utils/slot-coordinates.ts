import type { WhipPosition } from '../../../../server/schemas/whipboard';
import type { Columns } from './arrangement';

/**
 * Where the keyboard's dragged card should be drawn for a slot: on top of the card it would go before,
 * below the column's last card, or at the top of an empty column. The slot is scrolled into view first
 * (a column scrolls 300 px down). Undefined when the board is not on screen.
 */
export function slotCoordinates(
  container: HTMLElement | null,
  columns: Columns,
  entryId: number,
  slot: { position: WhipPosition; order: number },
): { x: number; y: number } | undefined {
  if (!container) return undefined;
  const others = columns[slot.position].filter((entry) => entry.id !== entryId);
  const before = others[slot.order - 1];
  const last = others[others.length - 1];
  const selector = before
    ? `[data-whip-card="${before.id}"]`
    : last
      ? `[data-whip-card="${last.id}"]`
      : `[data-whip-column-body="${slot.position}"]`;
  const element = container.querySelector<HTMLElement>(selector);
  if (!element) return undefined;
  element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  const rect = element.getBoundingClientRect();
  return { x: rect.left, y: !before && last ? rect.bottom : rect.top };
}
