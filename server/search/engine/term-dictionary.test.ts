import { describe, expect, it } from 'vitest';
import { TermDictionary } from './term-dictionary.js';

function dictionary(...terms: string[]) {
  const dict = new TermDictionary();
  for (const term of terms) dict.add(term);
  const lookup = (word: string, typos: number, prefix: boolean) =>
    Object.fromEntries(dict.match(word, typos, prefix).map((m) => [dict.terms[m.termId], m.typos]));
  return { dict, lookup };
}

describe('TermDictionary', () => {
  const { lookup } = dictionary(
    'education',
    'educator',
    'edict',
    'health',
    'heath',
    'the',
    'teh',
    'ferry',
    'fairy',
  );

  it('finds exact terms only when no typos or prefix are allowed', () => {
    expect(lookup('health', 0, false)).toEqual({ health: 0 });
    expect(lookup('healt', 0, false)).toEqual({});
  });

  it('expands prefixes', () => {
    expect(lookup('educ', 0, true)).toEqual({ education: 0, educator: 0 });
  });

  it('counts a transposition as one typo', () => {
    expect(lookup('hte', 1, false)).toEqual({ the: 1 });
    expect(lookup('hte', 2, false)).toEqual({ the: 1, teh: 2 });
    expect(lookup('ehalth', 1, false)).toEqual({ health: 1 });
  });

  it('finds substitutions, insertions and deletions within the budget', () => {
    expect(lookup('helth', 1, false)).toEqual({ health: 1, heath: 1 });
    expect(lookup('fery', 1, false)).toEqual({ ferry: 1 });
    expect(lookup('fary', 1, false)).toEqual({ fairy: 1 });
    expect(lookup('fary', 2, false)).toEqual({ fairy: 1, ferry: 2 });
  });

  it('matches prefixes with typos and keeps the best typo count per term', () => {
    expect(lookup('eduk', 1, true)).toEqual({ education: 1, educator: 1 });
    expect(lookup('edu', 1, true)).toMatchObject({ education: 0, educator: 0, edict: 1 });
  });

  it('sees terms added after a look-up', () => {
    const { dict, lookup: find } = dictionary('alpha');
    expect(find('alp', 0, true)).toEqual({ alpha: 0 });
    dict.add('alpine');
    expect(find('alp', 0, true)).toEqual({ alpha: 0, alpine: 0 });
  });

  it('answers a repeated typo look-up from its cache until a term is added', () => {
    const { dict, lookup: find } = dictionary('health', 'heath');
    expect(dict.match('helth', 1, false)).toBe(dict.match('helth', 1, false));
    dict.add('wealth');
    expect(find('helth', 1, false)).toEqual({ health: 1, heath: 1 });
    expect(find('wealth', 1, false)).toEqual({ wealth: 0, health: 1 });
  });
});
