import { useCallback, useEffect, useRef } from 'react';

/** Start loading the next page when the end of the list is this close to the viewport (spec §9: 100). */
export const INFINITE_SCROLL_TRIGGER_PX = 100;

/**
 * A ref callback for an element after the last item: calls `onVisible` when it comes within 100 px.
 * The observer is made per element, so a sentinel re-mounted after a page loads re-checks at once
 * (a tall screen whose new page still ends in view keeps loading). IntersectionObserver only reports
 * changes, so the spec's 50 ms scroll throttle is not needed.
 */
export function useLoadMoreSentinel(onVisible: () => void) {
  const onVisibleRef = useRef(onVisible);
  useEffect(() => {
    onVisibleRef.current = onVisible;
  });
  return useCallback((sentinel: HTMLElement | null) => {
    if (!sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
      },
      { rootMargin: `${INFINITE_SCROLL_TRIGGER_PX}px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);
}
