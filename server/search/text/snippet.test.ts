import { describe, expect, it } from 'vitest';
import type { QueryTermMatcher } from './highlight.js';
import { parseSnippetSpec, snippet, snippetTree } from './snippet.js';

const em = { pre: '<em>', post: '</em>' };
const exact = (word: string): QueryTermMatcher => ({ word, terms: new Set([word]) });

// Twenty numbered words, easy to count in expectations.
const numbered = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');

describe('parseSnippetSpec', () => {
  it('reads the word count, defaulting to 10', () => {
    expect(parseSnippetSpec('description:20')).toEqual({ attribute: 'description', words: 20 });
    expect(parseSnippetSpec('description')).toEqual({ attribute: 'description', words: 10 });
    expect(parseSnippetSpec('sponsor.name:5')).toEqual({ attribute: 'sponsor.name', words: 5 });
    expect(parseSnippetSpec('odd:name')).toEqual({ attribute: 'odd:name', words: 10 });
  });
});

describe('snippet', () => {
  it('returns a short value whole, highlighted, without ellipsis', () => {
    expect(snippet('An Act relative to health.', [exact('health')], 10, em)).toEqual({
      value: 'An Act relative to <em>health</em>.',
      matchLevel: 'full',
    });
  });

  it('cuts at both ends around the match, with an ellipsis and a space', () => {
    expect(snippet(numbered, [exact('w10')], 5, em)).toEqual({
      value: '… w6 w7 w8 w9 <em>w10</em> …',
      matchLevel: 'full',
    });
  });

  it('takes the start of the value when nothing matches', () => {
    expect(snippet(`${numbered}.`, [exact('absent')], 3, em)).toEqual({
      value: 'w0 w1 w2 …',
      matchLevel: 'none',
    });
    expect(snippet(numbered, [], 3, em)).toEqual({ value: 'w0 w1 w2 …', matchLevel: 'none' });
  });

  it('keeps the value’s own punctuation at the ends it reaches', () => {
    expect(snippet('"w0 w1 w2 w3."', [exact('w3')], 2, em)).toEqual({
      value: '… w2 <em>w3</em>."',
      matchLevel: 'full',
    });
    expect(snippet('"w0 w1 w2 w3."', [exact('w0')], 2, em)).toEqual({
      value: '"<em>w0</em> w1 …',
      matchLevel: 'full',
    });
  });

  it('prefers the window with the most distinct query words, then the most matches', () => {
    const text = 'tax tax tax filler filler filler filler relief tax filler filler';
    expect(snippet(text, [exact('tax'), exact('relief')], 3, em).value).toBe(
      '… filler <em>relief</em> <em>tax</em> …',
    );
    expect(snippet(text, [exact('tax')], 3, em).value).toBe('<em>tax</em> <em>tax</em> <em>tax</em> …');
  });

  it('reports the match level of the whole value, not of the window', () => {
    const text = `health ${numbered} care`;
    expect(snippet(text, [exact('health'), exact('care')], 3, em)).toEqual({
      value: '<em>health</em> w0 w1 …',
      matchLevel: 'full',
    });
  });

  it('uses the ellipsis text it is given', () => {
    expect(snippet(numbered, [exact('w10')], 1, em, '...')).toEqual({
      value: '... <em>w10</em> ...',
      matchLevel: 'full',
    });
    expect(snippet(numbered, [exact('w10')], 1, em, '')).toEqual({
      value: '<em>w10</em>',
      matchLevel: 'full',
    });
  });

  it('adds no closing ellipsis when a bill number reaches the last word', () => {
    expect(
      snippet('one two three four H 123.', [{ word: 'h123', terms: new Set(['h123']) }], 1, em).value,
    ).toBe('… <em>H 123</em>.');
  });

  it('keeps a matched bill number whole at the window’s edge', () => {
    const text = 'one two three four H 123 five six';
    expect(snippet(text, [{ word: 'h123', terms: new Set(['h123']) }], 2, em).value).toBe(
      '… four <em>H 123</em> …',
    );
  });
});

describe('snippetTree', () => {
  it('mirrors nested values', () => {
    expect(snippetTree({ notes: [numbered, 7], missing: null }, [exact('w10')], 1, em)).toEqual({
      notes: [
        { value: '… <em>w10</em> …', matchLevel: 'full' },
        { value: '7', matchLevel: 'none' },
      ],
    });
  });
});
