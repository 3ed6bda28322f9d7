import { VisuallyHidden } from '@mantine/core';

/**
 * Shown for the moment before the first screen's code has loaded (the router's HydrateFallback).
 * Plain body colour rather than a spinner: the screen's chunk is precached, so this lasts milliseconds.
 */
export function AppLoading() {
  return (
    <div role="status" style={{ minHeight: '100dvh' }}>
      <VisuallyHidden>Loading Statehouse…</VisuallyHidden>
    </div>
  );
}
