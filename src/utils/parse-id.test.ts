// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('42')).toBe(42);
    for (const raw of ['0', '-1', '1.5', '12abc', '', undefined, '9999999999999999'])
      expect(parseId(raw)).toBeNull();
  });
});
