// Strings stored as UTF-8 come back exactly; what UTF-8 cannot hold is left to JSON.
import { describe, expect, it } from 'vitest';
import { fromUtf8List, isUtf8List, toUtf8List } from './utf8-list.js';

const texts = [
  '',
  'SECTION 1.',
  'Größe des Hafens',
  'line one\nline "two"',
  '漢字 and 🚢 ferries',
  'x'.repeat(5000),
];

describe('UTF-8 lists', () => {
  it('give back every string', () => {
    expect(fromUtf8List(Buffer.from(toUtf8List(texts)), texts.length)).toEqual(texts);
    expect(fromUtf8List(Buffer.from(toUtf8List([])), 0)).toEqual([]);
  });

  it('take only well-formed strings (a lone surrogate stays in JSON, which keeps it)', () => {
    expect(isUtf8List(texts)).toBe(true);
    expect(isUtf8List(['fine', 'cut \ud83d'])).toBe(false);
    expect(isUtf8List(['fine', 7])).toBe(false);
  });

  it('refuse bytes that do not hold the strings exactly', () => {
    const bytes = Buffer.from(toUtf8List(texts));
    expect(() => fromUtf8List(bytes.subarray(0, bytes.length - 1), texts.length)).toThrow(/inconsistent/);
    expect(() => fromUtf8List(Buffer.concat([bytes, Buffer.from('x')]), texts.length)).toThrow(
      /inconsistent/,
    );
    expect(() => fromUtf8List(bytes, texts.length + 1000)).toThrow(/inconsistent/);
  });
});
