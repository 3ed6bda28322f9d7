/** Where to go after signing in: only a path of this app, never another site (no open redirect). */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The sign-in (or sign-up) screen, remembering where the user was so they come back to it. */
export function signInPath(returnTo: string, screen: 'sign-in' | 'sign-up' = 'sign-in'): string {
  return `/app/${screen}?${new URLSearchParams({ returnTo: safeReturnTo(returnTo) }).toString()}`;
}
