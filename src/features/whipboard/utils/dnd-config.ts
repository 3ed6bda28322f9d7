import {
  defaultDropAnimationSideEffects,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DropAnimation,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import type { PointerEvent } from 'react';
import { parseDndId } from './drop-target';

/** Spec §9: the drop animation takes 500 ms. */
export const DROP_ANIMATION: DropAnimation = {
  duration: 500,
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
  sideEffects: defaultDropAnimationSideEffects({ styles: { active: { opacity: '0.4' } } }),
};

/**
 * Touch waits for a long press, so a swipe still scrolls the columns and the page; 250 ms is quick
 * enough not to feel stuck. A finger may wander a few pixels while it presses.
 */
export const TOUCH_ACTIVATION = { delay: 250, tolerance: 8 };
/**
 * A drag scrolls a column's list and the page near their top and bottom edges (dnd-kit's default fifth),
 * never sideways: no layout of the board scrolls sideways (a phone shows one column at a time).
 */
export const AUTO_SCROLL = { threshold: { x: 0, y: 0.2 } };

/** Mouse and pen start a drag after a small move, so a click on a card stays a click. */
export const POINTER_ACTIVATION = { distance: 5 };

/** The pointer sensor for mouse and pen only: touch belongs to the TouchSensor and its long press. */
export class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/**
 * What a dragged card is over: the card or column under the pointer (cards first, so a drop lands
 * between names), else whatever the card overlaps most. The dragged card itself never counts.
 */
export const whipCollisions: CollisionDetection = (args) => {
  const scoped = {
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => container.id !== args.active.id),
  };
  const within = pointerWithin(scoped);
  const hits = within.length > 0 ? within : rectIntersection(scoped);
  const rank = (id: string | number) => (parseDndId(id)?.type === 'card' ? 0 : 1);
  return [...hits].sort((a, b) => rank(a.id) - rank(b.id));
};
