import { useCallback, useEffect, useRef } from 'react';

/** Start loading the next page when the end of the list is this close to the viewport (spec §9: 100). */
export const INFINITE_SCROLL_TRIGGER_PX = 100;

/** At most one load-more call per 50 ms (spec §9), however often the observer reports. */
export const INFINITE_SCROLL_THROTTLE_MS = 50;

/**
 * A ref callback for an element after the last item: calls `onVisible` when it comes within `triggerPx`
 * (100 px, spec §9, unless said otherwise).
 * The observer is made per element, so a sentinel re-mounted after a page loads re-checks at once
 * (a tall screen whose new page still ends in view keeps loading). Calls are throttled to one per
 * 50 ms with a trailing call, so a sentinel still in view after the pause loads the next page too.
 */
export function useLoadMoreSentinel(onVisible: () => void, triggerPx = INFINITE_SCROLL_TRIGGER_PX) {
  const onVisibleRef = useRef(onVisible);
  const lastCallRef = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    onVisibleRef.current = onVisible;
  });
  return useCallback(
    (sentinel: HTMLElement | null) => {
      if (!sentinel) return;
      let visible = false;
      let trailing: ReturnType<typeof setTimeout> | undefined;
      const fire = () => {
        trailing = undefined;
        if (!visible) return;
        const wait = lastCallRef.current + INFINITE_SCROLL_THROTTLE_MS - performance.now();
        if (wait > 0) {
          trailing = setTimeout(fire, wait);
          return;
        }
        lastCallRef.current = performance.now();
        onVisibleRef.current();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          visible = entries.some((entry) => entry.isIntersecting);
          if (visible && trailing === undefined) fire();
        },
        { rootMargin: `${triggerPx}px` },
      );
      observer.observe(sentinel);
      return () => {
        clearTimeout(trailing);
        observer.disconnect();
      };
    },
    [triggerPx],
  );
}
