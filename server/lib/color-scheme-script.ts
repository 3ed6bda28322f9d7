import { createHash } from 'node:crypto';

/**
 * Sets the page's light or dark scheme before its first paint, as Mantine's provider would once the app
 * has started (its default storage key, then the system setting). A server-rendered page is painted
 * seconds before that on a slow phone: without this, a dark-mode reader saw it light, then flip.
 */
export const COLOR_SCHEME_SCRIPT =
  'try{var s=localStorage.getItem("mantine-color-scheme-value");' +
  'if(s!=="light"&&s!=="dark")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'document.documentElement.setAttribute("data-mantine-color-scheme",s)}catch(e){}';

/** The one inline script the Content-Security-Policy allows, by its hash. */
export const COLOR_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/** The app shell with the script at the end of its head (before any stylesheet is applied to the body). */
export const withColorSchemeScript = (html: string): string =>
  html.replace('</head>', () => `<script>${COLOR_SCHEME_SCRIPT}</script></head>`);
