import { describe, expect, it } from 'vitest';
import type { QueryTermMatcher } from './highlight.js';
import { highlight, highlightTree } from './highlight.js';

const em = { pre: '<em>', post: '</em>' };
const ais = { pre: '__ais-highlight__', post: '__/ais-highlight__' };

const exact = (word: string, ...terms: string[]): QueryTermMatcher => ({
  word,
  terms: new Set(terms.length ? terms : [word]),
});
const prefix = (word: string, ...terms: string[]): QueryTermMatcher => ({
  ...exact(word, ...terms),
  prefix: word,
});

describe('highlight', () => {
  it('wraps each matched word separately, in the requested tags', () => {
    expect(highlight('Falkland Islands overview', [exact('falkland'), exact('islands')], ais)).toEqual({
      value:
        '__ais-highlight__Falkland__/ais-highlight__ __ais-highlight__Islands__/ais-highlight__ overview',
      matchLevel: 'full',
      fullyHighlighted: false,
      matchedWords: ['falkland', 'islands'],
    });
  });

  it('highlights words matched through typos and folding, as in the original text', () => {
    const matchers = [exact('educaton', 'education'), exact('muller', 'muller')];
    expect(highlight('Müller on Education.', matchers, em).value).toBe(
      '<em>Müller</em> on <em>Education</em>.',
    );
  });

  it('wraps only the typed prefix of a prefix match', () => {
    expect(highlight('Education reform', [prefix('educ')], em)).toMatchObject({
      value: '<em>Educ</em>ation reform',
      matchLevel: 'full',
      fullyHighlighted: false,
    });
    expect(highlight('Straße', [prefix('stras')], em).value).toBe('<em>Straß</em>e');
    expect(highlight('Café', [prefix('caf')], em).value).toBe('<em>Caf</em>é');
    expect(highlight('Cafe\u0301s', [prefix('cafe')], em).value).toBe('<em>Cafe\u0301</em>s');
  });

  it('wraps only the prefix even when the engine lists the word among the matched terms', () => {
    expect(highlight('tax taxation', [prefix('tax')], em).value).toBe('<em>tax</em> <em>tax</em>ation');
    expect(highlight('ferry service', [prefix('ferr', 'ferry')], em).value).toBe('<em>ferr</em>y service');
  });

  it('wraps a word whole when another query word matches it in full', () => {
    expect(highlight('taxation', [prefix('tax'), exact('taxaton', 'taxation')], em)).toMatchObject({
      value: '<em>taxation</em>',
      matchedWords: ['tax', 'taxaton'],
      fullyHighlighted: true,
    });
  });

  it('reports partial, full and no matches', () => {
    const matchers = [exact('health'), exact('care')];
    expect(highlight('Health insurance', matchers, em)).toEqual({
      value: '<em>Health</em> insurance',
      matchLevel: 'partial',
      fullyHighlighted: false,
      matchedWords: ['health'],
    });
    expect(highlight('Care for health', matchers, em)).toMatchObject({
      matchLevel: 'full',
      matchedWords: ['health', 'care'],
    });
    expect(highlight('Nothing here', matchers, em)).toEqual({
      value: 'Nothing here',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(highlight('Health', [], em)).toEqual({ value: 'Health', matchLevel: 'none', matchedWords: [] });
  });

  it('is fully highlighted only when every word is', () => {
    expect(highlight('Health care!', [exact('health'), exact('care')], em)).toMatchObject({
      value: '<em>Health</em> <em>care</em>!',
      fullyHighlighted: true,
    });
    expect(highlight('Health', [prefix('heal')], em).fullyHighlighted).toBe(false);
  });

  it('never escapes HTML', () => {
    expect(highlight('<b>Tax</b> & fees', [exact('tax')], em).value).toBe('<b><em>Tax</em></b> & fees');
  });

  it('highlights a whole bill number matched by its canonical token', () => {
    const matchers = [exact('H123', 'h123')];
    expect(highlight('Filed as H 123 today', matchers, em)).toEqual({
      value: 'Filed as <em>H 123</em> today',
      matchLevel: 'full',
      fullyHighlighted: false,
      matchedWords: ['H123'],
    });
    expect(highlight('H.B. 123', matchers, em)).toMatchObject({
      value: '<em>H.B. 123</em>',
      fullyHighlighted: true,
    });
    // The plain number matching too must not nest or split the tags.
    expect(highlight('H 123', [exact('h123'), exact('123')], em).value).toBe('<em>H 123</em>');
  });

  it('highlights apostrophe words whole or by part', () => {
    expect(highlight("Rep. O'Brien", [exact('obrien')], em).value).toBe("Rep. <em>O'Brien</em>");
    expect(highlight("Rep. O'Brien", [exact('brien')], em).value).toBe("Rep. O'<em>Brien</em>");
    expect(highlight('O’Brien', [prefix('obr')], em).value).toBe('<em>O’Br</em>ien');
  });
});

describe('highlightTree', () => {
  const matchers = [exact('health')];

  it('mirrors nested objects and arrays', () => {
    const tree = highlightTree(
      { title: 'Health', sponsors: ['Health Committee', 'Ways and Means'], meta: { chamber: 'House' } },
      matchers,
      em,
    );
    expect(tree).toEqual({
      title: {
        value: '<em>Health</em>',
        matchLevel: 'full',
        fullyHighlighted: true,
        matchedWords: ['health'],
      },
      sponsors: [
        {
          value: '<em>Health</em> Committee',
          matchLevel: 'full',
          fullyHighlighted: false,
          matchedWords: ['health'],
        },
        { value: 'Ways and Means', matchLevel: 'none', matchedWords: [] },
      ],
      meta: { chamber: { value: 'House', matchLevel: 'none', matchedWords: [] } },
    });
  });

  it('highlights numbers and booleans as strings', () => {
    expect(highlightTree({ year: 2024, passed: true }, [exact('2024')], em)).toEqual({
      year: { value: '<em>2024</em>', matchLevel: 'full', fullyHighlighted: true, matchedWords: ['2024'] },
      passed: { value: 'true', matchLevel: 'none', matchedWords: [] },
    });
  });

  it('leaves out nulls in objects and keeps array slots', () => {
    expect(highlightTree({ a: null, b: [null, 'x'] }, matchers, em)).toEqual({
      b: [
        { value: '', matchLevel: 'none', matchedWords: [] },
        { value: 'x', matchLevel: 'none', matchedWords: [] },
      ],
    });
    expect(highlightTree(null, matchers, em)).toBeUndefined();
  });
});
