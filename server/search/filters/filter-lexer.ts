import { FilterSyntaxError } from './filter-syntax-error.js';

// Tokens of Algolia's `filters` grammar. Keywords are case-sensitive (`and` is a plain word), quotes may be
// single or double, and a word ends at whitespace or at one of the characters below.

export type TokenType =
  | 'word'
  | 'number'
  | 'quoted'
  | 'empty'
  | 'incomplete'
  | 'op'
  | '('
  | ')'
  | ':'
  | 'AND'
  | 'OR'
  | 'NOT'
  | 'TO'
  | 'eof';

export interface Token {
  type: TokenType;
  /** The value: unquoted and unescaped for strings, the operator for `op`. */
  text: string;
  /** 0-based index of the token's first character. */
  pos: number;
}

const WORD_BREAKS = new Set(['(', ')', '<', '>', '=', '!', ':', '"', "'"]);
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);
// Integers, decimals, negatives and exponents: -3, 2.5, .5, 1e3, -1.5E-2.
export const NUMBER_PATTERN = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const char = expression.charAt(i);
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')' || char === ':') {
      tokens.push({ type: char, text: char, pos: i });
      i++;
    } else if (char === '<' || char === '>' || char === '!' || char === '=') {
      const twoChars = expression.slice(i, i + 2);
      if (twoChars === '<=' || twoChars === '>=' || twoChars === '!=') {
        tokens.push({ type: 'op', text: twoChars, pos: i });
        i += 2;
      } else if (char === '!') {
        throw new FilterSyntaxError(`filters: Not allowed '!' at col ${i}`, i);
      } else {
        tokens.push({ type: 'op', text: char, pos: i });
        i++;
      }
    } else if (char === '"' || char === "'") {
      const { token, end } = readQuoted(expression, i);
      tokens.push(token);
      i = end;
    } else {
      let end = i;
      while (end < expression.length && !isWordBreak(expression.charAt(end))) end++;
      tokens.push(wordToken(expression.slice(i, end), i));
      i = end;
    }
  }
  tokens.push({ type: 'eof', text: '', pos: expression.length });
  return tokens;
}

function isWordBreak(char: string): boolean {
  return WORD_BREAKS.has(char) || /\s/.test(char);
}

function wordToken(text: string, pos: number): Token {
  if (KEYWORDS.has(text)) return { type: text as TokenType, text, pos };
  return { type: NUMBER_PATTERN.test(text) ? 'number' : 'word', text, pos };
}

/**
 * A backslash escapes the closing quote or another backslash; before any other character it is kept, so
 * `"C:\dir"` means what it says.
 */
function readQuoted(expression: string, start: number): { token: Token; end: number } {
  const quote = expression.charAt(start);
  let text = '';
  let i = start + 1;
  while (i < expression.length) {
    const char = expression.charAt(i);
    if (char === '\\' && i + 1 < expression.length) {
      const next = expression.charAt(i + 1);
      text += next === quote || next === '\\' ? next : char + next;
      i += 2;
    } else if (char === quote) {
      const type = text === '' ? 'empty' : 'quoted';
      return { token: { type, text, pos: start }, end: i + 1 };
    } else {
      text += char;
      i++;
    }
  }
  return { token: { type: 'incomplete', text, pos: start }, end: expression.length };
}

/** How Algolia names a token in its messages: `string(foo)`, `numeric(3)`, `':'`, `end of filter`… */
export function describeToken(token: Token): string {
  switch (token.type) {
    case 'word':
    case 'quoted':
      return `string(${token.text})`;
    case 'number':
      return `numeric(${token.text})`;
    case 'empty':
      return 'empty string';
    case 'incomplete':
      return 'incomplete string';
    case 'op':
      return token.text === '<' || token.text === '>' ? token.text : 'numeric operator';
    case 'eof':
      return 'end of filter';
    default:
      return `'${token.text}'`;
  }
}
