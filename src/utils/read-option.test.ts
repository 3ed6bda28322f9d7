// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readOption } from './read-option';

const chambers = [{ value: 'house' }, { value: 'senate' }] as const;

describe('readOption', () => {
  it('returns an allowed value and falls back for missing or unknown ones', () => {
    expect(readOption(new URLSearchParams('chamber=senate'), 'chamber', chambers, 'house')).toBe('senate');
    expect(readOption(new URLSearchParams(''), 'chamber', chambers, 'house')).toBe('house');
    expect(readOption(new URLSearchParams('chamber=<script>'), 'chamber', chambers, 'house')).toBe('house');
  });
});
