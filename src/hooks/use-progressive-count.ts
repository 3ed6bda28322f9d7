import { startTransition, useEffect, useState } from 'react';

export interface ProgressiveCountOptions {
  /** Rendered at once: enough to fill a phone's first screen. @default 10 */
  first?: number;
  /** Added by each later render. @default 10 */
  step?: number;
}

/**
 * How many of `total` items to render now: `first` at once, then `step` more after each commit, each in a
 * transition, until all are shown. A list of 50 search hits rendered in one go was a single 700 ms task on
 * a throttled phone (issue 20, Lighthouse TBT on /app/bills/search); in slices React can yield between
 * them, so taps and scrolling are served while the rest render. A new `resetKey` (a new answer) starts
 * again from `first`.
 */
export function useProgressiveCount(
  total: number,
  resetKey: string,
  { first = 10, step = 10 }: ProgressiveCountOptions = {},
): number {
  const [progress, setProgress] = useState({ key: resetKey, count: first });
  // Adjusted while rendering (React's pattern for state that follows a prop): no frame shows all items.
  if (progress.key !== resetKey) setProgress({ key: resetKey, count: first });
  const count = progress.key === resetKey ? progress.count : first;
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setProgress((now) => ({ key: now.key, count: now.count + step })));
  }, [count, total, step]);
  return Math.min(count, total);
}
