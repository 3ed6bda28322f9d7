import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { animateScrollToTop } from '../../utils/animate-scroll-to-top';
import { MAIN_CONTENT_ID } from './skip-link';

/** Shown once the user has scrolled about a screen down. */
const SHOW_AFTER_PX = 400;

/** Floating 'Scroll to top' button above the bottom tabs (spec §2, 600 ms animation). */
export function ScrollToTop() {
  const scrolledDown = useScrolledPast(SHOW_AFTER_PX);
  const scrollToTop = () =>
    // Focus follows the view to the top, so keyboard users do not stay on a button that disappears.
    animateScrollToTop(() => document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true }));
  return (
    <Affix
      withinPortal={false}
      position={{ right: 16, bottom: 'calc(var(--app-shell-footer-offset, 0rem) + 16px)' }}
    >
      <Transition transition="slide-up" mounted={scrolledDown}>
        {(transitionStyles) => (
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            aria-label="Scroll to top"
            onClick={scrollToTop}
            style={{ ...transitionStyles, boxShadow: 'var(--mantine-shadow-md)' }}
          >
            <IconArrowUp size={24} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
