import { DndContext, DragOverlay } from '@dnd-kit/core';
import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useRef, useState } from 'react';
import type { WhipPosition } from '../../../../server/schemas/whipboard';
import { useBoardDnd } from '../hooks/use-board-dnd';
import type { BoardMove, Columns } from '../utils/arrangement';
import { AUTO_SCROLL, DROP_ANIMATION, whipCollisions } from '../utils/dnd-config';
import { POSITIONS } from '../utils/positions';
import { CardFace } from './card-face';
import { ColumnPicker } from './column-picker';
import { WhipColumn } from './whip-column';
import classes from './whipboard.module.css';

export interface WhipBoardProps {
  columns: Columns;
  onMove: (move: BoardMove) => void;
}

/**
 * The five columns with drag and drop. Each board has its own DndContext, so cards can only be dropped
 * among the columns of the same board (spec §5). Wide screens show the five side by side; a phone shows
 * the column chosen in the column picker (all five stay mounted, so a card dragged away from its column
 * is still there to drop), opening at the first column.
 */
export function WhipBoard({ columns, onMove }: WhipBoardProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<WhipPosition>(POSITIONS[0]);
  // A keyboard drag shows the column it is aiming at, so its drop marker and then the card stay in view.
  const dnd = useBoardDnd(columns, onMove, containerRef, setShown);
  // A dropped card glides into place over 500 ms (spec §9), but not for a reader who asks for less
  // motion: it is there at once.
  const reducedMotion = useReducedMotion();

  return (
    <div ref={containerRef}>
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={whipCollisions}
        autoScroll={AUTO_SCROLL}
        accessibility={dnd.accessibility}
        {...dnd.handlers}
      >
        <ColumnPicker columns={columns} shown={shown} onShow={setShown} overPosition={dnd.overPosition} />
        <div className={classes.columns}>
          {POSITIONS.map((position) => (
            <WhipColumn
              key={position}
              position={position}
              shown={position === shown}
              entries={columns[position]}
              highlighted={dnd.overPosition === position}
              activeEntryId={dnd.activeEntry?.id ?? null}
              dropOrder={dnd.keyboardTarget?.position === position ? dnd.keyboardTarget.order : null}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={reducedMotion ? null : DROP_ANIMATION}>
          {dnd.activeEntry && (
            <div className={classes.lifted} data-whip-lifted>
              <CardFace entry={dnd.activeEntry} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <VisuallyHidden role="status" aria-live="assertive">
        {dnd.keyboardMessage}
      </VisuallyHidden>
    </div>
  );
}
