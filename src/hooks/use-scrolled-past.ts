import { useEffect, useState } from 'react';

/** After start-up's work, when layout is settled: reading the position then costs nothing. */
const FIRST_READ_DELAY_MS = 1000;

/**
 * Whether the window is scrolled more than `px` down. Reads the position in scroll events, when layout
 * is fresh anyway, and once a second after mount: reading it on mount forced a layout of the whole
 * first screen in the middle of start-up (Mantine's useWindowScroll does), but a reader who scrolled the
 * server-rendered page before it came alive, and then held still, would otherwise never be told.
 * Re-renders only when the answer flips, not on every scroll.
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    const firstRead = setTimeout(update, FIRST_READ_DELAY_MS);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      clearTimeout(firstRead);
      window.removeEventListener('scroll', update);
    };
  }, [px]);
  return past;
}
