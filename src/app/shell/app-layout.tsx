import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { NavTabBar } from './nav-tab-bar';
import { OfflineBanner } from './offline-banner';
import { SCROLL_TO_TOP_CLEARANCE, ScrollToTop } from './scroll-to-top';
import { ShellHeader } from './shell-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { StateGate } from './state-gate';
import { StateSwitchedNotice } from './state-switched-notice';
import { UpdateBanner } from './update-banner';

/** Bottom tabs below 768 px (Mantine `sm`); a side rail from there up. Safe-area padding for notched phones. */
const TAB_BAR_HEIGHT = 'calc(64px + env(safe-area-inset-bottom, 0px))';

export function AppLayout() {
  return (
    <StateGate>
      <AppShell
        // No slide when the side rail appears at the breakpoint. Mantine marks the shell 'resizing' at start
        // and unmarks it a moment later; with the default 200 ms that flipped an inherited CSS variable on
        // every element of the page, a full style recalculation right after start-up (issue 8: TBT).
        transitionDuration={0}
        header={{ height: 56 }}
        navbar={{ width: 96, breakpoint: 'sm', collapsed: { mobile: true } }}
        footer={{ height: { base: TAB_BAR_HEIGHT, sm: 0 } }}
        padding="md"
      >
        <SkipLink />
        <AppShell.Header>
          <ShellHeader />
        </AppShell.Header>
        <AppShell.Navbar visibleFrom="sm">
          <NavTabBar orientation="vertical" />
        </AppShell.Navbar>
        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{
            outline: 'none',
            // Mantine's own bottom padding (tab bar + page padding) plus room for the scroll-to-top button.
            paddingBottom: `calc(var(--app-shell-footer-offset, 0rem) + var(--app-shell-padding) + ${SCROLL_TO_TOP_CLEARANCE})`,
          }}
        >
          <Container size="lg" px={0}>
            <StateSwitchedNotice />
            <OfflineBanner />
            <Outlet />
          </Container>
        </AppShell.Main>
        <AppShell.Footer hiddenFrom="sm" style={{ paddingBottom: 'env(safe-area-inset-bottom, 0px)' }}>
          <NavTabBar orientation="horizontal" />
        </AppShell.Footer>
        <ScrollToTop />
        <UpdateBanner />
      </AppShell>
    </StateGate>
  );
}
