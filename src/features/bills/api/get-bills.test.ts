// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { billFixture } from '../../../testing/fixtures/bills';
import { nextBillsPage } from './get-bills';

const page = (size: number, start = 0) => ({
  data: Array.from({ length: size }, (_, index) => billFixture({ id: start + index + 1 })),
});

describe('nextBillsPage', () => {
  it('asks for page = items loaded / 20 + 1', () => {
    expect(nextBillsPage([page(20)])).toBe(2);
    expect(nextBillsPage([page(20), page(20, 20)])).toBe(3);
  });

  it('ends the list on an empty page', () => {
    expect(nextBillsPage([page(20), page(0)])).toBeUndefined();
    expect(nextBillsPage([page(0)])).toBeUndefined();
  });

  it('after a short page asks for the following page, never the same one again', () => {
    expect(nextBillsPage([page(20), page(5, 20)])).toBe(3);
  });
});
