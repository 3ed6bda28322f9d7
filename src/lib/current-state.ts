// The state (legislature) this device follows (issue 15). The server remembers it in the
// `statehouse_state` cookie (server/plugins/jurisdiction.ts), which is deliberately readable by the page:
// the api-client names it as `?state=` on every request, so what the app asks for never depends on how
// the server would resolve a request that names none. It is a preference, not a secret.

/** The cookie's name and lifetime are the server's (STATE_COOKIE, 400 days). */
export const STATE_COOKIE = 'statehouse_state';
const STATE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** The server's StateCode pattern (server/schemas/common.ts). */
const STATE_CODE = /^[a-z]{2,10}$/;
/** The address parameter a shared link names its state with. */
export const STATE_PARAM = 'state';

export const isStateCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && STATE_CODE.test(value);

/** The device's state, or null: none picked yet, or rendering on the server (which names it itself). */
export function readDeviceState(): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== STATE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isStateCode(value) ? value : null;
  }
  return null;
}

/** Remembers `code` on this device, as the server's PUT /api/state does. */
export function writeDeviceState(code: string): void {
  if (!isStateCode(code)) throw new Error(`'${code}' is not a state code`);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STATE_COOKIE}=${code}; Max-Age=${STATE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** Forgets the device's state (one the server no longer holds). */
export function clearDeviceState(): void {
  document.cookie = `${STATE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** A state this page load switched to because its address named one ("Now following Missouri"). */
let switchedOnLoad: string | null = null;

/**
 * At load: an address with `?state=ma` (a shared link, or the app following a record of another state)
 * makes this device follow that state, and the parameter leaves the address, so in-app links and the
 * search pages' own parameters never carry a stale copy. Returns the state adopted, if any.
 */
export function adoptStateFromAddress(location: Location = window.location): string | null {
  const url = new URL(location.href);
  const named = url.searchParams.get(STATE_PARAM)?.trim().toLowerCase();
  if (!url.searchParams.has(STATE_PARAM)) return null;
  url.searchParams.delete(STATE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!isStateCode(named)) return null;
  if (readDeviceState() !== named) switchedOnLoad = named;
  writeDeviceState(named);
  return named;
}

/** The state this page load switched to from its address, if it did (the shell says so once). */
export const stateSwitchedOnLoad = (): string | null => switchedOnLoad;

/**
 * Opens the current page again following `code`: the simplest correct switch (issue 15), since every
 * answer in memory, the persisted cache's key and the search key belong to the old state. The address
 * names the state, so the reload adopts it (and says so) even where cookies cannot be written.
 */
export function reloadInState(code: string, location: Location = window.location): void {
  const url = new URL(location.href);
  url.searchParams.set(STATE_PARAM, code);
  location.replace(url.href);
}

/**
 * A path of this app naming the device's state, for links that leave the app (a calendar feed, a report
 * opened in a new tab, a shared page): whoever opens it gets the same legislature. Other sites' addresses
 * and paths that already name a state are returned as they are.
 */
export function withDeviceState(path: string, state: string | null = readDeviceState()): string {
  if (!state || !path.startsWith('/') || path.startsWith('//')) return path;
  const url = new URL(path, 'http://statehouse.invalid');
  if (url.searchParams.has(STATE_PARAM)) return path;
  url.searchParams.set(STATE_PARAM, state);
  return `${url.pathname}${url.search}${url.hash}`;
}
