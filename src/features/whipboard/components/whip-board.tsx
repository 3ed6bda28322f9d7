import { DndContext, DragOverlay } from '@dnd-kit/core';
import { VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useBoardDnd } from '../hooks/use-board-dnd';
import type { BoardMove, Columns } from '../utils/arrangement';
import { AUTO_SCROLL, DROP_ANIMATION, whipCollisions } from '../utils/dnd-config';
import { POSITIONS } from '../utils/positions';
import { CardFace } from './card-face';
import { WhipColumn } from './whip-column';
import classes from './whipboard.module.css';

export interface WhipBoardProps {
  columns: Columns;
  onMove: (move: BoardMove) => void;
}

/**
 * The five columns with drag and drop. Each board has its own DndContext, so cards can only be dropped
 * among the columns of the same board (spec §5).
 */
export function WhipBoard({ columns, onMove }: WhipBoardProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const dnd = useBoardDnd(columns, onMove, containerRef);

  // Phones open on Toss-Up, where every card starts, with its neighbours peeking in on both sides.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const middle = scroller?.querySelector('[data-whip-column-body="Toss-Up"]')?.parentElement;
    if (!scroller || !middle) return;
    const column = middle.getBoundingClientRect();
    const offset = column.left - scroller.getBoundingClientRect().left;
    scroller.scrollLeft += offset - (scroller.clientWidth - column.width) / 2;
  }, []);

  return (
    <div ref={containerRef}>
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={whipCollisions}
        autoScroll={AUTO_SCROLL}
        accessibility={dnd.accessibility}
        {...dnd.handlers}
      >
        <div className={classes.columns} ref={scrollerRef}>
          {POSITIONS.map((position) => (
            <WhipColumn
              key={position}
              position={position}
              entries={columns[position]}
              highlighted={dnd.overPosition === position}
              activeEntryId={dnd.activeEntry?.id ?? null}
              dropOrder={dnd.keyboardTarget?.position === position ? dnd.keyboardTarget.order : null}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={DROP_ANIMATION}>
          {dnd.activeEntry && (
            <div className={classes.lifted}>
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
