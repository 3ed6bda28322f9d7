import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useCallback } from 'react';
import type { WhipboardEntry } from '../../../../server/schemas/whipboard';
import { cardDndId } from '../utils/drop-target';
import { CardFace } from './card-face';
import classes from './whipboard.module.css';

export interface WhipCardProps {
  entry: WhipboardEntry;
}

/** A name on the board: dragged by pointer, long press or keyboard, and a drop target (before or after it). */
export function WhipCard({ entry }: WhipCardProps) {
  const id = cardDndId(entry.id);
  const draggable = useDraggable({ id });
  const droppable = useDroppable({ id });
  const { setNodeRef: setDragRef } = draggable;
  const { setNodeRef: setDropRef } = droppable;
  const setRef = useCallback(
    (node: HTMLElement | null) => {
      setDragRef(node);
      setDropRef(node);
    },
    [setDragRef, setDropRef],
  );
  return (
    <li data-whip-card={entry.id}>
      <div
        ref={setRef}
        className={classes.card}
        data-over={droppable.isOver || undefined}
        {...draggable.attributes}
        {...draggable.listeners}
      >
        <CardFace entry={entry} />
      </div>
    </li>
  );
}
