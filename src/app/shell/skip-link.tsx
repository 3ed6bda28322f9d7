import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps keyboard users past the header and navigation. */
export function SkipLink() {
  return (
    <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  );
}
