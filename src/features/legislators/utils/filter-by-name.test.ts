// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterByName } from './filter-by-name';

const people = [
  { short_full_name: 'Rep. José Álvarez', full_name: 'José M. Álvarez' },
  { short_full_name: 'Rep. Jane Doe', full_name: 'Jane Q. Doe' },
];

describe('filterByName', () => {
  it('matches case- and accent-insensitively on short and full names', () => {
    expect(filterByName(people, 'jose')).toEqual([people[0]]);
    expect(filterByName(people, 'Q. DOE')).toEqual([people[1]]);
  });

  it('requires every word and returns everyone for an empty query', () => {
    expect(filterByName(people, 'jane alvarez')).toEqual([]);
    expect(filterByName(people, '   ')).toEqual(people);
  });
});
