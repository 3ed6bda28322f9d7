import { useEffect, useState, type RefObject } from 'react';

export type Corner = 'right' | 'left';
const CORNERS: readonly Corner[] = ['right', 'left'];

/** What a tap could mean something on: the floating button must not rest on any of these. */
const CONTROL =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="checkbox"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
/** Points sampled across the spot, 4 × 4: closer than the smallest control (a 20 px checkbox). */
const SAMPLES = 4;
/** A scroll has settled once no scroll event (nor a change to the page) came for this long. */
export const SETTLE_MS = 150;

interface Spot {
  left: number;
  top: number;
  size: number;
}

/** Whether a control (other than the floating button itself, inside `own`) lies under any part of the spot. */
export function spotCoversControl(spot: Spot, own: Element): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const step = spot.size / (SAMPLES - 1);
  for (let row = 0; row < SAMPLES; row += 1)
    for (let col = 0; col < SAMPLES; col += 1) {
      const under = document.elementsFromPoint(spot.left + col * step, spot.top + row * step);
      const control = under.find((element) => !own.contains(element) && element.closest(CONTROL));
      if (control) return true;
    }
  return false;
}

/**
 * Which bottom corner the floating button can rest in without covering a control: the right one (in
 * reach of a right thumb) if it is free, else the left one, else none (the button waits for the next
 * scroll). Checked whenever a scroll settles, the window resizes, the page's content changes size, or
 * elements come or go anywhere but in the button itself: a search's hits render in slices and a card
 * can gain a Track Bill button, both while the reader holds still, and a check only on size changes
 * left the button resting on what had just appeared under it (issue 20).
 * `anchor` is the button's fixed container: its bottom edge is where the button sits, above the tabs.
 */
export function useFreeCorner(
  anchor: RefObject<HTMLElement | null>,
  size: number,
  margin: number,
  active: boolean,
): Corner | null {
  const [corner, setCorner] = useState<Corner | null>('right');
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const own = anchor.current;
      if (!own) return;
      const bottom = own.getBoundingClientRect().bottom;
      const width = document.documentElement.clientWidth;
      const spotOf = (at: Corner): Spot => ({
        left: at === 'right' ? width - margin - size : margin,
        top: bottom - size,
        size,
      });
      setCorner(CORNERS.find((at) => !spotCoversControl(spotOf(at), own)) ?? null);
    };
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SETTLE_MS);
    };
    settle();
    window.addEventListener('scroll', settle, { passive: true });
    window.addEventListener('resize', settle);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(settle) : null;
    resized?.observe(document.body);
    const changed = new MutationObserver((records) => {
      const own = anchor.current;
      if (records.some((record) => !own?.contains(record.target))) settle();
    });
    changed.observe(document.body, { childList: true, subtree: true });
    return () => {
      changed.disconnect();
      clearTimeout(timer);
      window.removeEventListener('scroll', settle);
      window.removeEventListener('resize', settle);
      resized?.disconnect();
    };
  }, [anchor, size, margin, active]);
  return corner;
}
