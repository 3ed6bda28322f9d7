import { describe, expect, it } from 'vitest';
import type { Token } from './tokenize.js';
import { tokenize, tokenizeQuery } from './tokenize.js';

/** [term, original text, position] triples, readable in failures. */
const summary = (text: string, tokens: Token[]) =>
  tokens.map((token) => [token.term, text.slice(token.start, token.end), token.position]);

describe('tokenize', () => {
  it('splits on anything but letters and digits', () => {
    const text = 'An Act relative to K-12 education (2024).';
    expect(summary(text, tokenize(text))).toEqual([
      ['an', 'An', 0],
      ['act', 'Act', 1],
      ['relative', 'relative', 2],
      ['to', 'to', 3],
      ['k', 'K', 4],
      ['12', '12', 5],
      ['education', 'education', 6],
      ['2024', '2024', 7],
    ]);
  });

  it('gives offsets into the original text for accented and mixed text', () => {
    const text = '«Zoë» café—Straße 5';
    const tokens = tokenize(text);
    expect(summary(text, tokens)).toEqual([
      ['zoe', 'Zoë', 0],
      ['cafe', 'café', 1],
      ['strasse', 'Straße', 2],
      ['5', '5', 3],
    ]);
    expect(tokens[0]).toEqual({ term: 'zoe', start: 1, end: 4, position: 0 });
  });

  it('keeps combining marks inside the word', () => {
    const text = 'Cafe\u0301 ok';
    expect(summary(text, tokenize(text))).toEqual([
      ['cafe', 'Cafe\u0301', 0],
      ['ok', 'ok', 1],
    ]);
  });

  it('counts offsets in UTF-16 units past astral characters', () => {
    const text = '😀 vote 𝐁old';
    expect(summary(text, tokenize(text))).toEqual([
      ['vote', 'vote', 0],
      ['bold', '𝐁old', 1],
    ]);
  });

  it('emits apostrophe words whole and in parts, at one position', () => {
    const text = "O'Brien and don’t stop rock'n'roll";
    expect(summary(text, tokenize(text))).toEqual([
      ['obrien', "O'Brien", 0],
      ['o', 'O', 0],
      ['brien', 'Brien', 0],
      ['and', 'and', 1],
      ['dont', 'don’t', 2],
      ['don', 'don', 2],
      ['t', 't', 2],
      ['stop', 'stop', 3],
      ['rocknroll', "rock'n'roll", 4],
      ['rock', 'rock', 4],
      ['n', 'n', 4],
      ['roll', 'roll', 4],
    ]);
    expect(tokenize("O'Brien")[0]?.combined).toBe(true);
  });

  it('reads scripts beyond the lookup table and the modifier-letter apostrophe', () => {
    const text = '東京 Hawaiʻi Oʼbrien';
    expect(summary(text, tokenize(text))).toEqual([
      ['東京', '東京', 0],
      ['hawaii', 'Hawaiʻi', 1],
      ['obrien', 'Oʼbrien', 2],
    ]);
  });

  it('keeps bill and apostrophe tokens apart when they overlap', () => {
    const text = "HB12's";
    expect(summary(text, tokenize(text))).toEqual([
      ['h12', 'HB12', 0],
      ['hb12s', "HB12's", 0],
      ['hb12', 'HB12', 0],
      ['s', 's', 0],
    ]);
  });

  it('does not join quotes around words', () => {
    const text = "'quoted' students' rights";
    expect(summary(text, tokenize(text)).map(([term]) => term)).toEqual(['quoted', 'students', 'rights']);
  });

  it('adds a bill token over the whole bill number, at the prefix position', () => {
    const text = 'Filed as H.B. 123 and S 45';
    expect(summary(text, tokenize(text))).toEqual([
      ['filed', 'Filed', 0],
      ['as', 'as', 1],
      ['h123', 'H.B. 123', 2],
      ['h', 'H', 2],
      ['b', 'B', 3],
      ['123', '123', 4],
      ['and', 'and', 5],
      ['s45', 'S 45', 6],
      ['s', 'S', 6],
      ['45', '45', 7],
    ]);
  });

  it('adds the canonical token to a joined bill number once', () => {
    expect(summary('HB123', tokenize('HB123'))).toEqual([
      ['h123', 'HB123', 0],
      ['hb123', 'HB123', 0],
    ]);
    expect(summary('h123', tokenize('h123'))).toEqual([['h123', 'h123', 0]]);
  });

  it('can leave bill numbers alone', () => {
    expect(tokenize('H 123', { billNumbers: false }).map((token) => token.term)).toEqual(['h', '123']);
  });

  it('returns nothing for text without words', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' -- ! ')).toEqual([]);
  });
});

describe('tokenizeQuery', () => {
  it('marks the last word and whether the query ends right after it', () => {
    expect(tokenizeQuery('Health care')).toEqual([
      { term: 'health', original: 'Health', position: 0, isLast: false, endsQuery: false, start: 0, end: 6 },
      { term: 'care', original: 'care', position: 1, isLast: true, endsQuery: true, start: 7, end: 11 },
    ]);
    const trailingSpace = tokenizeQuery('health care ');
    expect(trailingSpace[1]).toMatchObject({ term: 'care', isLast: true, endsQuery: false });
  });

  it('folds query words', () => {
    expect(tokenizeQuery('Éducation MÜLLER').map((token) => token.term)).toEqual(['education', 'muller']);
  });

  it('turns a bill number into one word, keeping what was typed', () => {
    expect(tokenizeQuery('H. 123 education')).toEqual([
      { term: 'h123', original: 'H. 123', position: 0, isLast: false, endsQuery: false, start: 0, end: 6 },
      {
        term: 'education',
        original: 'education',
        position: 1,
        isLast: true,
        endsQuery: true,
        start: 7,
        end: 16,
      },
    ]);
    for (const typed of ['H 123', 'H123', 'h.123', 'HB123', 'HB 123', 'H.B. 123']) {
      expect(tokenizeQuery(typed).map((token) => [token.term, token.original])).toEqual([['h123', typed]]);
    }
    expect(tokenizeQuery('sd 12')).toMatchObject([{ term: 'sd12', isLast: true, endsQuery: true }]);
  });

  it('keeps bill prefixes as words when bill numbers are off or incomplete', () => {
    expect(tokenizeQuery('H 123', { billNumbers: false }).map((token) => token.term)).toEqual(['h', '123']);
    expect(tokenizeQuery('chapter 12 h').map((token) => token.term)).toEqual(['chapter', '12', 'h']);
  });

  it('keeps an apostrophe word as one query word with its parts', () => {
    expect(tokenizeQuery("O'Brien’s bill")).toEqual([
      {
        term: 'obriens',
        original: "O'Brien’s",
        position: 0,
        isLast: false,
        endsQuery: false,
        start: 0,
        end: 9,
        parts: ['o', 'brien', 's'],
      },
      { term: 'bill', original: 'bill', position: 1, isLast: true, endsQuery: true, start: 10, end: 14 },
    ]);
  });

  it('returns no words for an empty query', () => {
    expect(tokenizeQuery('   ')).toEqual([]);
  });
});
