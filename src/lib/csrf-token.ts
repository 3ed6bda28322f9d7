const CSRF_COOKIE = 'csrf_token';

/** The token from the latest GET /api/auth/session or sign-in answer (for browsers that hide the cookie). */
let rememberedToken: string | null = null;

/** Keeps the token the server just handed over (see `readCsrfToken`). */
export function rememberCsrfToken(token: string | null): void {
  rememberedToken = token;
}

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name && rest.length > 0) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The CSRF token for this browser's session. The `csrf_token` cookie comes first: the server rewrites it
 * whenever the session id rotates (sign-in, sign-out, password change), even from another tab, so it is
 * never stale. Then the token remembered from the last session answer, then `<meta name="csrf-token">`.
 */
export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null; // rendering on the server: signed out, reads only
  return (
    readCookie(CSRF_COOKIE) ??
    rememberedToken ??
    (document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null)
  );
}
