import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spotCoversControl, useFreeCorner } from './free-corner';

const spot = { left: 100, top: 100, size: 48 };

/** What lies under each point, as the browser would say (jsdom has no layout). */
function layOut(under: (x: number, y: number) => Element[]) {
  document.elementsFromPoint = vi.fn(under);
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'elementsFromPoint');
});

describe('spotCoversControl', () => {
  it('says a spot is taken when a button, a link or a checkbox is under any part of it', () => {
    document.body.innerHTML = `
      <p id="text">Text</p><button id="track">Track Bill</button>
      <a id="link" href="/app/bill/1"><span id="inside">H 1</span></a><input id="box" type="checkbox" />`;
    const own = document.createElement('div');
    const byId = (id: string) => document.getElementById(id)!;
    for (const [id, under] of [
      ['track', byId('track')],
      ['inside a link', byId('inside')],
      ['box', byId('box')],
    ] as const) {
      // Only the bottom-right corner of the spot touches it: a 20 px control between samples is still seen.
      layOut((x, y) => (x > 140 && y > 140 ? [under, document.body] : [byId('text'), document.body]));
      expect(spotCoversControl(spot, own), id).toBe(true);
    }
  });

  it('says a spot over text, or over the floating button itself, is free', () => {
    document.body.innerHTML = '<p id="text">Text</p><div id="own"><button>Scroll to top</button></div>';
    const own = document.getElementById('own')!;
    layOut(() => [own.firstElementChild!, own, document.getElementById('text')!, document.body]);
    expect(spotCoversControl(spot, own)).toBe(false);
  });
});

describe('useFreeCorner', () => {
  it('moves off a control that appears under it while the reader holds still, with no scroll or resize', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="own"></div><main id="main"><p id="text">Text</p></main>';
    const own = document.getElementById('own')!;
    own.getBoundingClientRect = () => ({ bottom: 700 }) as DOMRect;
    // A 390 px wide page: the right corner's spot is x >= 326, where whatever the page holds there lies.
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 390, configurable: true });
    const underRight = () => document.getElementById('track') ?? document.getElementById('text')!;
    layOut((x) => [x >= 300 ? underRight() : document.getElementById('text')!, document.body]);
    const { result } = renderHook(() => useFreeCorner({ current: own }, 48, 16, true));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe('right');

    // A slice of hits renders below: a card's Track Bill button now lies under the right corner.
    const track = document.createElement('button');
    track.id = 'track';
    document.getElementById('main')!.append(track);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe('left');
  });

  it("is not moved by changes inside the floating button's own container", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="own"></div><p id="text">Text</p>';
    const own = document.getElementById('own')!;
    own.getBoundingClientRect = () => ({ bottom: 700 }) as DOMRect;
    const look = vi.fn(() => [document.getElementById('text')!, document.body]);
    layOut(look);
    renderHook(() => useFreeCorner({ current: own }, 48, 16, true));
    await act(() => vi.advanceTimersByTimeAsync(200));
    const checks = look.mock.calls.length;
    own.append(document.createElement('button')); // its slide-in mounting the button
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(look.mock.calls.length).toBe(checks);
  });
});
