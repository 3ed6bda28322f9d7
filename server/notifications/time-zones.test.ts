import { describe, expect, it } from 'vitest';
import { instantAt, localTime, nextLocalTime, quietUntil } from './time-zones.js';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-tokens.js';

const NY = 'America/New_York';

describe('wall-clock times in a state', () => {
  it('finds the instant of a local time on both sides of a daylight-saving change', () => {
    expect(new Date(instantAt('2026-03-07', 7 * 60, NY)).toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(new Date(instantAt('2026-03-09', 7 * 60, NY)).toISOString()).toBe('2026-03-09T11:00:00.000Z');
    expect(localTime(Date.parse('2026-03-09T03:30:00Z'), NY)).toEqual({
      date: '2026-03-08',
      minutes: 23 * 60 + 30,
    });
  });

  it('gives the next digest hour today or tomorrow', () => {
    const morning = Date.parse('2026-03-19T12:00:00Z'); // 08:00 in New York
    expect(new Date(nextLocalTime(morning, 18 * 60, NY)).toISOString()).toBe('2026-03-19T22:00:00.000Z');
    expect(new Date(nextLocalTime(morning, 7 * 60, NY)).toISOString()).toBe('2026-03-20T11:00:00.000Z');
  });

  it('holds notices in quiet hours across midnight until they end, and not outside them', () => {
    const quiet = { start: '22:00', end: '07:00' };
    const lateEvening = Date.parse('2026-03-20T03:30:00Z'); // 23:30
    const earlyMorning = Date.parse('2026-03-20T09:00:00Z'); // 05:00
    const noon = Date.parse('2026-03-20T16:00:00Z');
    expect(new Date(quietUntil(lateEvening, quiet, NY)!).toISOString()).toBe('2026-03-20T11:00:00.000Z');
    expect(new Date(quietUntil(earlyMorning, quiet, NY)!).toISOString()).toBe('2026-03-20T11:00:00.000Z');
    expect(quietUntil(noon, quiet, NY)).toBeNull();
    expect(quietUntil(noon, { start: '12:00', end: '13:00' }, NY)).toBe(Date.parse('2026-03-20T17:00:00Z'));
    expect(quietUntil(noon, null, NY)).toBeNull();
  });
});

describe('unsubscribe tokens', () => {
  const key = Buffer.alloc(32, 7);
  it('name their own follow or digest and nothing else', () => {
    const token = signUnsubscribe(key, { kind: 'follow', followId: 12, userId: 3 });
    expect(verifyUnsubscribe(key, token)).toEqual({ kind: 'follow', followId: 12, userId: 3 });
    expect(verifyUnsubscribe(key, token.replace('f.12.', 'f.13.'))).toBeNull();
    expect(verifyUnsubscribe(Buffer.alloc(32, 8), token)).toBeNull();
    expect(verifyUnsubscribe(key, `${token}x`)).toBeNull();
    const digest = signUnsubscribe(key, { kind: 'digest', userId: 3 });
    expect(verifyUnsubscribe(key, digest)).toEqual({ kind: 'digest', userId: 3 });
  });
});
