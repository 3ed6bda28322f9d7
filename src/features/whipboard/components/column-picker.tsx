import { useDroppable } from '@dnd-kit/core';
import { UnstyledButton } from '@mantine/core';
import type { WhipPosition } from '../../../../server/schemas/whipboard';
import { pickerDndId } from '../utils/drop-target';
import { POSITIONS } from '../utils/positions';
import type { Columns } from '../utils/arrangement';
import classes from './whipboard.module.css';

export interface ColumnPickerProps {
  columns: Columns;
  /** The column on screen. */
  shown: WhipPosition;
  onShow: (position: WhipPosition) => void;
  /** The column a dragged card is over (this button or the column itself). @default none */
  overPosition: WhipPosition | null;
}

function PickerButton({
  position,
  count,
  pressed,
  highlighted,
  onShow,
}: {
  position: WhipPosition;
  count: number;
  pressed: boolean;
  highlighted: boolean;
  onShow: (position: WhipPosition) => void;
}) {
  const { setNodeRef } = useDroppable({ id: pickerDndId(position) });
  return (
    <UnstyledButton
      ref={setNodeRef}
      className={classes.pick}
      aria-pressed={pressed}
      data-highlighted={highlighted || undefined}
      onClick={() => onShow(position)}
    >
      <span className={classes.pickLabel}>{position}</span>
      <span className={classes.pickCount} data-testid={`pick-count-${position}`}>
        {count}
      </span>
    </UnstyledButton>
  );
}

/**
 * Phones (CSS hides it on wider screens, which show all five columns): one button a column, with its live
 * count, chooses the column on screen, and each is a drop target, so a card goes to any column without
 * scrolling sideways while it is held. Sticky under the app header, so the counts stay in view.
 */
export function ColumnPicker({ columns, shown, onShow, overPosition }: ColumnPickerProps) {
  return (
    <div className={classes.picker} role="group" aria-label="Column shown">
      {POSITIONS.map((position) => (
        <PickerButton
          key={position}
          position={position}
          count={columns[position].length}
          pressed={position === shown}
          highlighted={overPosition === position}
          onShow={onShow}
        />
      ))}
    </div>
  );
}
