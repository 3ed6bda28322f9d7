// Sharing equal values must leave every record exactly as it was given (which copy of a value a property
// points to is not observable by value; the memory saved is measured by bench:scale).
import { describe, expect, it } from 'vitest';
import { SharedValues } from './shared-values.js';

describe('SharedValues', () => {
  it('leaves records, their arrays and objects in arrays equal to what they were', () => {
    const shared = new SharedValues();
    const records = Array.from({ length: 3000 }, (_, i) => ({
      objectID: `r${i}`,
      chamber: i % 2 ? 'house' : 'senate',
      unique: `value ${i}`,
      long: 'x'.repeat(200),
      citations: ['M.G.L. c. 50', `c. ${i % 7}`],
      categories: [`category ${i % 3}`],
      tags: [{ tag: `SECTION ${i % 3}.` }, 5, null],
      nested: [['a'], ['a']],
      votes: i,
    }));
    const copies = structuredClone(records);
    for (const record of records) shared.share(record);
    expect(records).toEqual(copies);
    // Equal arrays are one array: the point of sharing.
    expect(records[3]!.categories).toBe(records[0]!.categories);
    expect(records[3]!.tags).toBe(records[0]!.tags);
    expect(records[1]!.categories).not.toBe(records[0]!.categories);
  });

  it('leaves a frozen record alone rather than throwing', () => {
    const shared = new SharedValues();
    const record = Object.freeze({ objectID: '1', title: 'An Act', list: Object.freeze(['a']) });
    expect(() => shared.share(record)).not.toThrow();
    expect(() => shared.share({ objectID: '2', list: Object.freeze(['a']) })).not.toThrow();
  });
});
