import { useDroppable } from '@dnd-kit/core';
import { Fragment } from 'react';
import type { WhipboardEntry, WhipPosition } from '../../../../server/schemas/whipboard';
import { columnDndId } from '../utils/drop-target';
import { ColumnFrame } from './column-frame';
import { WhipCard } from './whip-card';
import classes from './whipboard.module.css';

export interface WhipColumnProps {
  position: WhipPosition;
  entries: readonly WhipboardEntry[];
  /** The column chosen in the phone's column picker (wider screens show every column). */
  shown: boolean;
  highlighted: boolean;
  /** The card being dragged, left in place (faded) until it drops. @default none */
  activeEntryId: number | null;
  /** Where a keyboard drop would land in this column (1-based, among the other cards). @default none */
  dropOrder: number | null;
}

const marker = <li className={classes.dropMarker} aria-hidden data-testid="drop-marker" />;

/** A drop zone column of the interactive board. */
export function WhipColumn({
  position,
  entries,
  shown,
  highlighted,
  activeEntryId,
  dropOrder,
}: WhipColumnProps) {
  const { setNodeRef } = useDroppable({ id: columnDndId(position) });
  // The marker counts places among the other cards: the dragged one leaves a gap where it was.
  const others = entries.filter((entry) => entry.id !== activeEntryId);
  const markerBefore = dropOrder === null ? null : (others[dropOrder - 1]?.id ?? null);
  const markerAtEnd = dropOrder !== null && dropOrder > others.length;
  return (
    <ColumnFrame
      position={position}
      count={entries.length}
      listRef={setNodeRef}
      highlighted={highlighted}
      shown={shown}
    >
      {entries.map((entry) => (
        <Fragment key={entry.id}>
          {entry.id === markerBefore && marker}
          <WhipCard entry={entry} />
        </Fragment>
      ))}
      {markerAtEnd && marker}
    </ColumnFrame>
  );
}
