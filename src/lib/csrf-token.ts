const CSRF_COOKIE = 'csrf_token';

/** The CSRF token the server gave this page, from `<meta name="csrf-token">` or the `csrf_token` cookie. */
export function readCsrfToken(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (meta) return meta;
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === CSRF_COOKIE && rest.length > 0) return decodeURIComponent(rest.join('='));
  }
  return null;
}
