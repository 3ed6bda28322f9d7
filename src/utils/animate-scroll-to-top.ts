/** Spec §9: the scroll-to-top animation lasts 600 ms. */
export const SCROLL_TO_TOP_DURATION_MS = 600;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the window to the top over `duration` ms with easing, or at once when the user asks for
 * reduced motion. Calls `onDone` at the top. Returns a function that stops the animation.
 */
export function animateScrollToTop(onDone?: () => void, duration = SCROLL_TO_TOP_DURATION_MS): () => void {
  const startY = window.scrollY;
  if (startY <= 0 || duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, 0);
    onDone?.();
    return () => {};
  }
  let frame = 0;
  let startTime: number | null = null;
  const step = (now: number) => {
    startTime ??= now;
    const progress = Math.min(1, (now - startTime) / duration);
    window.scrollTo(0, Math.round(startY * (1 - easeInOutCubic(progress))));
    if (progress < 1) frame = requestAnimationFrame(step);
    else onDone?.();
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
