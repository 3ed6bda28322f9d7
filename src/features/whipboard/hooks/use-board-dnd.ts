import {
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { WhipPosition } from '../../../../server/schemas/whipboard';
import { slotOf, type BoardMove, type Columns } from '../utils/arrangement';
import { describeSlot, messages, SCREEN_READER_INSTRUCTIONS } from '../utils/announcements';
import { MouseAndPenSensor, POINTER_ACTIVATION, TOUCH_ACTIVATION } from '../utils/dnd-config';
import { dropTarget, isKeyboardMove, nextKeyboardTarget, parseDndId } from '../utils/drop-target';
import { slotCoordinates } from '../utils/slot-coordinates';

type Slot = { position: WhipPosition; order: number };

const entryIdOf = (id: UniqueIdentifier | undefined) => {
  const parsed = parseDndId(id);
  return parsed?.type === 'card' ? parsed.entryId : null;
};
/** Dropped on the lower half of the card it is over: it goes after that card. */
function isBelow(active: Active, over: Over | null) {
  const dragged = active.rect.current.translated;
  if (!dragged || !over) return false;
  return dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
}

/**
 * Drag and drop for one board (@dnd-kit/core): pointer (mouse, pen), touch with a long press, and the
 * keyboard, which moves by column and place rather than by pixels (left/right, up/down) and drops where
 * it points. `onMove` gets each drop that changes something; `onKeyboardColumn` the column a keyboard drag
 * aims at (and its own column again when cancelled), so a phone can show that column.
 */
export function useBoardDnd(
  columns: Columns,
  onMove: (move: BoardMove) => void,
  containerRef: RefObject<HTMLElement | null>,
  onKeyboardColumn: (position: WhipPosition) => void = () => {},
) {
  // Sensor and announcement callbacks run during a drag, after render: they read the latest columns here.
  const columnsRef = useRef(columns);
  useLayoutEffect(() => {
    columnsRef.current = columns;
  }, [columns]);
  const keyboardSlot = useRef<Slot | null>(null);
  const lastDrop = useRef<BoardMove | null>(null);
  const [activeEntryId, setActiveEntryId] = useState<number | null>(null);
  const [overPosition, setOverPosition] = useState<WhipPosition | null>(null);
  const [keyboardTarget, setKeyboardTarget] = useState<Slot | null>(null);

  const coordinateGetter: KeyboardCoordinateGetter = useCallback(
    (event, { active }) => {
      const entryId = entryIdOf(active);
      if (!isKeyboardMove(event.code) || entryId === null) return undefined;
      event.preventDefault();
      const current = keyboardSlot.current ?? slotOf(columnsRef.current, entryId);
      if (!current) return undefined;
      const next = nextKeyboardTarget(columnsRef.current, entryId, current, event.code);
      keyboardSlot.current = next;
      // Drawn before measuring: the target column may have just been shown (a phone shows one at a time).
      flushSync(() => {
        setKeyboardTarget(next);
        setOverPosition(next.position);
        onKeyboardColumn(next.position);
      });
      return slotCoordinates(containerRef.current, columnsRef.current, entryId, next);
    },
    [containerRef, onKeyboardColumn],
  );

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(
      KeyboardSensor,
      useMemo(() => ({ coordinateGetter }), [coordinateGetter]),
    ),
  );

  const finish = () => {
    keyboardSlot.current = null;
    setActiveEntryId(null);
    setOverPosition(null);
    setKeyboardTarget(null);
  };

  const handlers = {
    onDragStart: ({ active, activatorEvent }: DragStartEvent) => {
      const entryId = entryIdOf(active.id);
      setActiveEntryId(entryId);
      lastDrop.current = null;
      const fromKeyboard = activatorEvent instanceof KeyboardEvent;
      keyboardSlot.current = fromKeyboard && entryId !== null ? slotOf(columnsRef.current, entryId) : null;
      setKeyboardTarget(keyboardSlot.current);
    },
    onDragOver: ({ over }: DragOverEvent) => {
      if (keyboardSlot.current) return;
      const target = parseDndId(over?.id);
      const position =
        target?.type === 'column'
          ? target.position
          : target?.type === 'card'
            ? (slotOf(columnsRef.current, target.entryId)?.position ?? null)
            : null;
      setOverPosition(position);
    },
    onDragEnd: ({ active, over }: DragEndEvent) => {
      const entryId = entryIdOf(active.id);
      const from = entryId === null ? null : slotOf(columnsRef.current, entryId);
      let move: BoardMove | null = null;
      if (entryId !== null && keyboardSlot.current) {
        const to = keyboardSlot.current;
        move = from && (to.position !== from.position || to.order !== from.order) ? { entryId, ...to } : null;
      } else if (entryId !== null) {
        move = dropTarget(columnsRef.current, entryId, parseDndId(over?.id), isBelow(active, over));
      }
      lastDrop.current = move;
      finish();
      if (move) onMove(move);
    },
    onDragCancel: ({ active }: { active: Active }) => {
      const entryId = entryIdOf(active.id);
      const from = entryId === null ? null : slotOf(columnsRef.current, entryId);
      if (keyboardSlot.current && from) onKeyboardColumn(from.position);
      finish();
    },
  };

  const accessibility = useMemo(
    () => ({
      announcements: {
        onDragStart: ({ active }: { active: Active }) => messages.start(columnsRef.current, active),
        onDragOver: ({ active, over }: { active: Active; over: Over | null }) =>
          messages.over(columnsRef.current, active, over),
        onDragEnd: ({ active }: { active: Active }) =>
          messages.end(columnsRef.current, active, lastDrop.current),
        onDragCancel: ({ active }: { active: Active }) => messages.cancel(columnsRef.current, active),
      },
      screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
    }),
    [],
  );

  const activeEntry =
    activeEntryId === null
      ? null
      : (Object.values(columns)
          .flat()
          .find((e) => e.id === activeEntryId) ?? null);
  const keyboardMessage =
    activeEntry && keyboardTarget ? describeSlot(columns, activeEntry, keyboardTarget) : '';
  return {
    containerRef,
    sensors,
    handlers,
    accessibility,
    activeEntry,
    overPosition,
    keyboardTarget,
    keyboardMessage,
  };
}
