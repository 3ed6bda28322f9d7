import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `px` down. Reads the position only in scroll events, when
 * layout is fresh anyway: reading it on mount forced a layout of the whole first screen in the middle of
 * start-up (Mantine's useWindowScroll does). Re-renders only when the answer flips, not on every scroll.
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
