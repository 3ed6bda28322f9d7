// A server-rendered page shows its buttons a second or more (on a slow phone) before React hydrates
// them, and a tap in that time would do nothing. Links and form fields work without JavaScript; buttons
// do not. So the last button tapped before then is held, and pressed again once the app says it is
// interactive (html[data-interactive], set by src/app/provider.tsx after the first render commits).

/** The button tapped while the page was not interactive yet; the latest tap wins. */
let held: HTMLButtonElement | null = null;

const isInteractive = () => document.documentElement.dataset.interactive === 'true';

function holdTap(event: MouseEvent): void {
  if (isInteractive() || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (!button || button.disabled) return;
  // Not for the browser's default action either: a submit would post the form before the app can.
  event.preventDefault();
  event.stopPropagation();
  held = button;
}

function release(observer: MutationObserver): void {
  observer.disconnect();
  document.removeEventListener('click', holdTap, true);
  delete document.documentElement.dataset.holdingTaps;
  const button = held;
  held = null;
  // Hydration keeps the server's elements; a button that was replaced or disabled meanwhile is dropped.
  if (button?.isConnected && !button.disabled) button.click();
}

/** Holds taps on buttons until the app is interactive, then replays the last one. */
export function holdEarlyTaps(): void {
  if (isInteractive()) return;
  document.addEventListener('click', holdTap, true);
  // Taps are held from here on, not from the first paint: a tap before this script has run (on a slow
  // link, while it downloads) still does nothing. Tests wait for this mark before tapping.
  document.documentElement.dataset.holdingTaps = 'true';
  const observer = new MutationObserver(() => {
    if (isInteractive()) release(observer);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-interactive'] });
}
