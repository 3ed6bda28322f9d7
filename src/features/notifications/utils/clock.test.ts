// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hourLabel, timeZoneName } from './clock';

describe('clock labels', () => {
  it('prints hours as a 12-hour clock', () => {
    expect([0, 7, 12, 19].map(hourLabel)).toEqual(['12 AM', '7 AM', '12 PM', '7 PM']);
  });

  it('names a time zone in words and keeps its IANA name', () => {
    expect(timeZoneName('America/New_York')).toBe('Eastern Time (America/New_York)');
    expect(timeZoneName('Not/AZone')).toBe('Not/AZone');
  });
});
