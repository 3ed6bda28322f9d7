import { VisuallyHidden } from '@mantine/core';
import { ShellHeader } from './shell-header';

/**
 * Shown until the first screen's code and loader are ready (the router's HydrateFallback). On a first visit
 * that is a round trip, so the app's header is painted at once, where the real one will be (no shift).
 */
export function AppLoading() {
  return (
    <>
      <header
        style={{
          position: 'fixed',
          insetInline: 0,
          top: 0,
          height: 56,
          borderBottom: '1px solid var(--mantine-color-default-border)',
          background: 'var(--mantine-color-body)',
        }}
      >
        <ShellHeader />
      </header>
      <div role="status" style={{ minHeight: '100dvh' }}>
        <VisuallyHidden>Loading Statehouse…</VisuallyHidden>
      </div>
    </>
  );
}
