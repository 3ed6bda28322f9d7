import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useRef } from 'react';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { animateScrollToTop } from '../../utils/animate-scroll-to-top';
import { useFreeCorner } from './free-corner';
import classes from './scroll-to-top.module.css';
import { MAIN_CONTENT_ID } from './skip-link';

/** Shown once the user has scrolled about a screen down. */
const SHOW_AFTER_PX = 400;
const SIZE_PX = 48;
const MARGIN_PX = 16;
/**
 * Room kept below every screen's content (AppShell.Main's bottom padding) so the end of a list scrolls
 * clear of the floating button: its last Track Bill or preview button is never left under it.
 */
export const SCROLL_TO_TOP_CLEARANCE = `${SIZE_PX + 2 * MARGIN_PX}px`;

/**
 * Floating 'Scroll to top' button above the bottom tabs (spec §2, 600 ms animation). It never rests on a
 * control: it takes the bottom corner with no control under it, right or else left, or waits for the next
 * scroll (free-corner.ts); screens end with room for it (SCROLL_TO_TOP_CLEARANCE); and it hides while a
 * bottom action bar is shown (scroll-to-top.module.css).
 */
export function ScrollToTop() {
  const scrolledDown = useScrolledPast(SHOW_AFTER_PX);
  const anchorRef = useRef<HTMLDivElement>(null);
  const corner = useFreeCorner(anchorRef, SIZE_PX, MARGIN_PX, scrolledDown);
  const scrollToTop = () =>
    // Focus follows the view to the top, so keyboard users do not stay on a button that disappears.
    animateScrollToTop(() => document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true }));
  return (
    <Affix
      ref={anchorRef}
      withinPortal={false}
      className={classes.affix}
      position={{
        [corner ?? 'right']: MARGIN_PX,
        bottom: `calc(var(--app-shell-footer-offset, 0rem) + ${MARGIN_PX}px)`,
      }}
    >
      <Transition transition="slide-up" mounted={scrolledDown && corner !== null}>
        {(transitionStyles) => (
          <ActionIcon
            size={SIZE_PX}
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
