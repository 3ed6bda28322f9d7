// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lawsPageFixture } from '../../../testing/fixtures/laws';
import { nextLawsPage } from './get-laws';

describe('nextLawsPage', () => {
  it('asks for page = chapters loaded / 100 + 1 until the total is loaded', () => {
    expect(nextLawsPage([lawsPageFixture({ count: 100, total: 250 })])).toBe(2);
    const two = [lawsPageFixture({ count: 100, total: 250 }), lawsPageFixture({ count: 100, total: 250 })];
    expect(nextLawsPage(two)).toBe(3);
    expect(nextLawsPage([...two, lawsPageFixture({ count: 50, total: 250 })])).toBeUndefined();
  });

  it('ends on an empty page', () => {
    expect(nextLawsPage([lawsPageFixture({ count: 0, total: 0 })])).toBeUndefined();
  });
});
