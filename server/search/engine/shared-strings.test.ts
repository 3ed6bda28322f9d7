// Sharing equal strings must leave every record exactly as it was given (which copy of a string a
// property points to is not observable; the memory saved is measured by bench:scale).
import { describe, expect, it } from 'vitest';
import { SharedStrings } from './shared-strings.js';

describe('SharedStrings', () => {
  it('leaves records, their arrays and objects in arrays equal to what they were', () => {
    const shared = new SharedStrings();
    const records = Array.from({ length: 3000 }, (_, i) => ({
      objectID: `r${i}`,
      chamber: i % 2 ? 'house' : 'senate',
      unique: `value ${i}`,
      long: 'x'.repeat(200),
      citations: ['M.G.L. c. 50', `c. ${i % 7}`],
      tags: [{ tag: `SECTION ${i % 3}.` }, 5, null],
      votes: i,
    }));
    const copies = structuredClone(records);
    for (const record of records) shared.share(record);
    expect(records).toEqual(copies);
  });

  it('leaves a frozen record alone rather than throwing', () => {
    const shared = new SharedStrings();
    const record = Object.freeze({ objectID: '1', title: 'An Act', list: Object.freeze(['a']) });
    expect(() => shared.share(record)).not.toThrow();
    expect(() => shared.share({ objectID: '2', list: Object.freeze(['a']) })).not.toThrow();
  });
});
