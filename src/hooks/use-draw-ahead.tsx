import { flushSync } from 'react-dom';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLoadMoreSentinel } from './use-load-more-sentinel';

export interface DrawAheadOptions {
  /** Drawn at once: enough to fill a phone's first screen. */
  first: number;
  /** Drawn each time the reader nears the end of what is drawn. */
  step: number;
}

/**
 * How close (px) the end of what is drawn may come to the bottom of the screen before more is drawn:
 * half a phone's screen, so a fling does not reach an empty end, yet short of the first slice's end at
 * load (on a 412×823 phone the bill search's fourth hit ends at 1,500 px, the live calendar's twelfth
 * action at about 1,750), so loading the page draws no more than that slice.
 */
export const DRAW_AHEAD_PX = 400;

export interface DrawAhead {
  /** How many of the items to draw now. */
  count: number;
  /** To put after the last drawn item: more are drawn as it comes near. Nothing once all are drawn. */
  end: ReactNode;
}

/**
 * Items already in hand drawn as the reader comes to them: `first` at once, then `step` more (a
 * transition, so taps and scrolling go first) whenever the end of what is drawn nears the screen, and
 * all before printing. A page of 50 search hits drawn in the background after load, ten at a time, was
 * most of a phone's main-thread work while the page came alive (issue 20, Lighthouse TBT on the bill
 * search), and a reader who opens the first hit needed none of it. A new `resetKey` (a new answer)
 * starts again from `first`; items added under the same key are drawn as they come.
 */
export function useDrawAhead(total: number, resetKey: string, { first, step }: DrawAheadOptions): DrawAhead {
  const [progress, setProgress] = useState({ key: resetKey, count: first, total });
  // Adjusted while rendering (React's pattern for state that follows a prop): no frame shows the old
  // count. Items added to the same list are drawn too, so new ones arriving at its top (the live
  // calendar's newest actions) push nothing the reader had out of the drawn part.
  let next = progress;
  if (progress.key !== resetKey) next = { key: resetKey, count: first, total };
  else if (progress.total !== total)
    next = { key: resetKey, count: progress.count + Math.max(0, total - progress.total), total };
  if (next !== progress) setProgress(next);
  const count = Math.min(next.count, total);
  const endRef = useLoadMoreSentinel(() => {
    startTransition(() => setProgress((now) => ({ ...now, count: now.count + step })));
  }, DRAW_AHEAD_PX);
  const more = count < total;
  useEffect(() => {
    if (!more) return;
    // The print is laid out as soon as this event returns: draw everything synchronously before it.
    const drawAll = () => flushSync(() => setProgress((now) => ({ ...now, count: Infinity })));
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, [more]);
  return {
    count,
    // A new element per slice, so a new observer reports where the end is now (a tall screen whose next
    // slice still ends in view draws on); a pixel tall, so it has an area to intersect.
    end: more ? <div key={count} ref={endRef} style={{ height: 1 }} /> : null,
  };
}
