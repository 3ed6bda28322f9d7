// A tiny cookie parser and serializer (RFC 6265), because @fastify/cookie is not a dependency and the
// session and CSRF cookies are all we need: name=value pairs in, one Set-Cookie line per cookie out.

/** Cookie names are RFC 7230 tokens; anything else is refused rather than silently mangled. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Parses a `Cookie` request header into name → value. The first occurrence of a name wins (the browser
 * sends the most specific path first); values are percent-decoded when they can be, else kept as sent.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!TOKEN.test(name) || name in cookies) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = safeDecode(value);
  }
  return cookies;
}

function safeDecode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface CookieOptions {
  /** Seconds until the browser drops the cookie; 0 deletes it. @default a browser-session cookie */
  maxAge?: number;
  /** @default '/' */
  path?: string;
  /** Hidden from page scripts. @default false */
  httpOnly?: boolean;
  /** Sent only over HTTPS. @default false */
  secure?: boolean;
  /** @default 'Lax' */
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/** One `Set-Cookie` header value. The value is percent-encoded, so any string round-trips through `parseCookies`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    if (!Number.isInteger(options.maxAge) || options.maxAge < 0)
      throw new TypeError(`maxAge must be a whole number of seconds, got ${options.maxAge}`);
    parts.push(`Max-Age=${options.maxAge}`);
    // Expires as well: a few old clients ignore Max-Age.
    parts.push(`Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
  }
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}
