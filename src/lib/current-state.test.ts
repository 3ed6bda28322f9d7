import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDeviceStateCookie } from '../testing/state-fixtures';

async function freshModule() {
  vi.resetModules();
  return import('./current-state');
}

afterEach(() => {
  setDeviceStateCookie(null);
  window.history.replaceState(null, '', '/');
});

describe('the device state', () => {
  it('reads and writes the statehouse_state cookie, and ignores a malformed one', async () => {
    const { readDeviceState, writeDeviceState, clearDeviceState } = await freshModule();
    expect(readDeviceState()).toBeNull();
    writeDeviceState('mo');
    expect(readDeviceState()).toBe('mo');
    expect(document.cookie).toContain('statehouse_state=mo');
    clearDeviceState();
    expect(readDeviceState()).toBeNull();
    document.cookie = 'statehouse_state=%3Cscript%3E; Path=/';
    expect(readDeviceState()).toBeNull();
    expect(() => writeDeviceState('not a state')).toThrow();
  });
});

describe('adoptStateFromAddress', () => {
  it('follows the state a shared link names, drops it from the address and says it switched', async () => {
    setDeviceStateCookie('ma');
    window.history.replaceState(null, '', '/app/bills?chamber=house&state=mo#top');
    const { adoptStateFromAddress, readDeviceState, stateSwitchedOnLoad } = await freshModule();
    expect(adoptStateFromAddress()).toBe('mo');
    expect(readDeviceState()).toBe('mo');
    expect(stateSwitchedOnLoad()).toBe('mo');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/app/bills?chamber=house#top',
    );
  });

  it('is no switch when the device already follows that state', async () => {
    setDeviceStateCookie('mo');
    window.history.replaceState(null, '', '/?state=MO');
    const { adoptStateFromAddress, stateSwitchedOnLoad } = await freshModule();
    expect(adoptStateFromAddress()).toBe('mo');
    expect(stateSwitchedOnLoad()).toBeNull();
  });

  it('ignores an address without a state, or with a malformed one (still dropped)', async () => {
    setDeviceStateCookie('ma');
    const { adoptStateFromAddress, readDeviceState } = await freshModule();
    window.history.replaceState(null, '', '/app/bills');
    expect(adoptStateFromAddress()).toBeNull();
    window.history.replaceState(null, '', '/app/bills?state=%22%3E');
    expect(adoptStateFromAddress()).toBeNull();
    expect(window.location.search).toBe('');
    expect(readDeviceState()).toBe('ma');
  });
});

describe('reloadInState', () => {
  it('opens the same page again with the state in its address', async () => {
    const { reloadInState } = await freshModule();
    const replace = vi.fn();
    reloadInState('mo', { href: 'http://localhost/app/bill/4?tab=text', replace } as unknown as Location);
    expect(replace).toHaveBeenCalledWith('http://localhost/app/bill/4?tab=text&state=mo');
  });
});

describe('withDeviceState', () => {
  it("adds the device's state to this app's paths only", async () => {
    setDeviceStateCookie('mo');
    const { withDeviceState } = await freshModule();
    expect(withDeviceState('/app/report/4')).toBe('/app/report/4?state=mo');
    expect(withDeviceState('/api/calendar/feed/abc.ics?x=1')).toBe('/api/calendar/feed/abc.ics?x=1&state=mo');
    expect(withDeviceState('/app/report/4?state=ma')).toBe('/app/report/4?state=ma');
    expect(withDeviceState('https://calendar.google.com/render?x=1')).toBe(
      'https://calendar.google.com/render?x=1',
    );
    expect(withDeviceState('//evil.example/x')).toBe('//evil.example/x');
    expect(withDeviceState('/app/report/4', null)).toBe('/app/report/4');
  });
});
