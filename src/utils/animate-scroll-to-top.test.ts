import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animateScrollToTop } from './animate-scroll-to-top';

let frames: FrameRequestCallback[] = [];
const scrollTo = vi.fn();

function runFrameAt(time: number) {
  const pending = frames;
  frames = [];
  pending.forEach((callback) => callback(time));
}

function stubMotionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

beforeEach(() => {
  frames = [];
  scrollTo.mockReset();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('animateScrollToTop', () => {
  it('eases from the current position to the top over 600 ms', () => {
    stubMotionPreference(false);
    const onDone = vi.fn();
    animateScrollToTop(onDone);
    runFrameAt(1000); // first frame fixes the start time
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1000);
    runFrameAt(1300); // half way in time, half way in distance (symmetric easing)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    runFrameAt(1450);
    const [, y] = scrollTo.mock.lastCall as [number, number];
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(100);
    expect(onDone).not.toHaveBeenCalled();
    runFrameAt(1600);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(onDone).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });

  it('jumps straight to the top when the user prefers reduced motion', () => {
    stubMotionPreference(true);
    const onDone = vi.fn();
    animateScrollToTop(onDone);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(onDone).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });

  it('can be cancelled', () => {
    stubMotionPreference(false);
    const cancel = animateScrollToTop();
    runFrameAt(0);
    cancel();
    expect(frames).toHaveLength(0);
  });
});
