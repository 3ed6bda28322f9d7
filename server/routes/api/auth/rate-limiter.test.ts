import { describe, expect, it } from 'vitest';
import { ProgressiveDelay, retryAfterSentence, SlidingWindowLimiter } from './rate-limiter.js';

describe('SlidingWindowLimiter', () => {
  it('allows `limit` events per window and says when the oldest one leaves it', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 60_000, 100, () => now);
    for (const time of [0, 10_000, 20_000]) {
      now = time;
      expect(limiter.retryAfterSeconds('a')).toBe(0);
      limiter.record('a');
    }
    now = 30_000;
    expect(limiter.retryAfterSeconds('a')).toBe(30);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    now = 60_001; // the event at 0 has left the window
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000);
    limiter.record('a');
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('drops the least recently used key beyond maxKeys', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000, 2);
    limiter.record('a');
    limiter.record('b');
    limiter.record('a');
    limiter.record('c');
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('c')).toBeGreaterThan(0);
  });
});

describe('retryAfterSentence', () => {
  it('speaks in seconds under a minute, else in whole minutes rounded up', () => {
    expect(retryAfterSentence(1)).toBe('Try again in 1 second.');
    expect(retryAfterSentence(45)).toBe('Try again in 45 seconds.');
    expect(retryAfterSentence(60)).toBe('Try again in 1 minute.');
    expect(retryAfterSentence(61)).toBe('Try again in 2 minutes.');
    expect(retryAfterSentence(900)).toBe('Try again in 15 minutes.');
  });
});

describe('ProgressiveDelay', () => {
  it('is free for the first events, then doubles up to its cap, and forgets them after the window', () => {
    let now = 0;
    const delay = new ProgressiveDelay(2, 1000, 250, 1000, () => now);
    expect(delay.delayMs('a')).toBe(0);
    delay.record('a');
    delay.record('a');
    expect(delay.delayMs('a')).toBe(250);
    delay.record('a');
    expect(delay.delayMs('a')).toBe(500);
    delay.record('a');
    delay.record('a');
    expect(delay.delayMs('a')).toBe(1000);
    expect(delay.delayMs('b')).toBe(0);
    now = 1001;
    expect(delay.delayMs('a')).toBe(0);
  });
});
