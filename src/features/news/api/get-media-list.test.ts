// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articlePage } from '../../../testing/fixtures/news';
import { nextMediaPage } from './get-media-list';

describe('nextMediaPage', () => {
  it('asks for page = items loaded / 20 + 1', () => {
    expect(nextMediaPage([articlePage(20)])).toBe(2);
    expect(nextMediaPage([articlePage(20), articlePage(20, 21)])).toBe(3);
  });

  it('ends the list on an empty page', () => {
    expect(nextMediaPage([articlePage(20), articlePage(0)])).toBeUndefined();
    expect(nextMediaPage([articlePage(0)])).toBeUndefined();
  });

  it('after a short page asks for the following page, never the same one again', () => {
    expect(nextMediaPage([articlePage(20), articlePage(5, 21)])).toBe(3);
  });
});
