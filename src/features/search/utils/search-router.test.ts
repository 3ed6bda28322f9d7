// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchRouter } from './search-router';

function setup(search = '?tab=news&q=old') {
  const location = { pathname: '/app/bills/search', search };
  const router = createSearchRouter({ initialLocation: location, pageParams: ['tab', 'per_page'] });
  const navigate = vi.fn((next: string) => {
    location.search = next;
  });
  router.connect(location, navigate);
  const listener = vi.fn();
  router.onUpdate(listener);
  return { router, navigate, listener, location };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createSearchRouter', () => {
  it('reads the search state without the page parameters', () => {
    expect(setup().router.read()).toEqual({ q: ['old'] });
  });

  it('writes the settled state 400 ms after the last change, keeping the page parameters', () => {
    const { router, navigate } = setup();
    router.write({ q: ['f'] });
    router.write({ q: ['ferry'] });
    vi.advanceTimersByTime(399);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('?tab=news&q=ferry');
    expect(router.createURL({ q: ['x'] })).toBe('/app/bills/search?tab=news&q=x');
  });

  it('changes a page parameter at once with the latest state, cancelling the pending write', () => {
    const { router, navigate } = setup();
    router.write({ q: ['ferry'] });
    router.setPageParams({ tab: undefined, per_page: '100' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('?per_page=100&q=ferry');
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('tells InstantSearch about Back and links, not about its own writes', () => {
    const { router, listener, location } = setup();
    router.write({ q: ['ferry'] });
    vi.advanceTimersByTime(400);
    router.locationChanged(location.search);
    expect(listener).not.toHaveBeenCalled();
    router.locationChanged('?tab=news&q=old');
    expect(listener).toHaveBeenCalledWith({ q: ['old'] });
  });

  it('writes a change back to the rendered address while the page has not rendered the last write', () => {
    const location = { pathname: '/app/bills/search', search: '?q=old' };
    const router = createSearchRouter({ initialLocation: location, pageParams: [] });
    const navigate = vi.fn(); // the app renders the new address later
    router.connect(location, navigate);
    router.write({ q: ['senate'] });
    vi.advanceTimersByTime(400);
    router.write({ q: ['old'] });
    vi.advanceTimersByTime(400);
    expect(navigate.mock.calls).toEqual([['?q=senate'], ['?q=old']]);
  });

  it('takes an address it wrote for its own when the page renders it after a later write', () => {
    const location = { pathname: '/app/bills/search', search: '?q=old' };
    const router = createSearchRouter({ initialLocation: location, pageParams: [] });
    router.connect(location, vi.fn()); // the app renders each new address later
    const listener = vi.fn();
    router.onUpdate(listener);
    router.write({ q: ['senate'] }); // Senate ticked
    vi.advanceTimersByTime(400);
    router.write({ q: ['old'] }); // then Clear filters
    vi.advanceTimersByTime(400);
    router.locationChanged('?q=senate'); // the first write, rendered only now
    router.locationChanged('?q=old');
    expect(listener).not.toHaveBeenCalled();
    // Back to the Senate address afterwards is the reader's: InstantSearch is told.
    router.locationChanged('?q=senate');
    expect(listener).toHaveBeenCalledExactlyOnceWith({ q: ['senate'] });
  });

  it('drops a pending write when the address changes under it', () => {
    const { router, navigate } = setup();
    router.write({ q: ['ferry'] });
    router.locationChanged('?q=other');
    vi.advanceTimersByTime(400);
    expect(navigate).not.toHaveBeenCalled();
    router.dispose();
  });
});
