import { useCallback, useState } from 'react';

/**
 * A ref callback for an element, and whether it is on screen (clipped by any scrolling ancestor, so it
 * works in a widget's scrolling body as in the page). On screen until the observer says otherwise, and
 * always where the browser has no IntersectionObserver.
 */
export function useInView(): [
  ref: (element: HTMLElement | null) => (() => void) | undefined,
  inView: boolean,
] {
  const [inView, setInView] = useState(true);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, inView];
}
