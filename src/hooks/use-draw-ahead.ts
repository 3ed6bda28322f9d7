import { flushSync } from 'react-dom';
import { startTransition, useEffect, useState } from 'react';
import { useLoadMoreSentinel } from './use-load-more-sentinel';

export interface DrawAheadOptions {
  /** Drawn at once: enough to fill a phone's first screen. */
  first: number;
  /** Drawn each time the reader nears the end of what is drawn. */
  step: number;
}

/**
 * How close (px) the end of what is drawn may come to the bottom of the screen before more is drawn:
 * under a phone's screen, so a fling never reaches an empty end, yet past the first slice's end at load
 * (on a 412×823 phone the bill search's fourth hit ends at 1,500 px), so loading the page draws no more.
 */
export const DRAW_AHEAD_PX = 600;

export interface DrawAhead {
  /** How many of the items to draw now. */
  count: number;
  /** For an element after the last drawn item (keyed by `count`): more are drawn as it comes near. */
  endRef: (end: HTMLElement | null) => void;
}

/**
 * Items already in hand drawn as the reader comes to them: `first` at once, then `step` more (a
 * transition, so taps and scrolling go first) whenever the end of what is drawn nears the screen, and
 * all before printing. A page of 50 search hits drawn in the background after load, ten at a time, was
 * most of a phone's main-thread work while the page came alive (issue 20, Lighthouse TBT on the bill
 * search), and a reader who opens the first hit needed none of it. A new `resetKey` (a new answer)
 * starts again from `first`.
 */
export function useDrawAhead(total: number, resetKey: string, { first, step }: DrawAheadOptions): DrawAhead {
  const [progress, setProgress] = useState({ key: resetKey, count: first });
  // Adjusted while rendering (React's pattern for state that follows a prop): no frame shows the old count.
  if (progress.key !== resetKey) setProgress({ key: resetKey, count: first });
  const count = Math.min(progress.key === resetKey ? progress.count : first, total);
  const endRef = useLoadMoreSentinel(() => {
    startTransition(() => setProgress((now) => ({ key: now.key, count: now.count + step })));
  }, DRAW_AHEAD_PX);
  const more = count < total;
  useEffect(() => {
    if (!more) return;
    // The print is laid out as soon as this event returns: draw everything synchronously before it.
    const drawAll = () => flushSync(() => setProgress((now) => ({ key: now.key, count: Infinity })));
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, [more]);
  return { count, endRef };
}
