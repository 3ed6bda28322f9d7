import type { FilterNode, NumericOperator } from './filter-ast.js';
import { MAX_FILTER_SCORE, not } from './filter-ast.js';
import { NUMBER_PATTERN } from './filter-lexer.js';
import type { FilterListItem, FilterParamName } from './filter-list.js';
import { FilterSyntaxError } from './filter-syntax-error.js';

// One item of facetFilters / numericFilters / tagFilters. The escaping rules follow what the live service
// does (as recorded in an Algolia API client's server-contract suite): a leading `-` negates, `\-` is a
// literal `-`, and after the negating `-` nothing more is unescaped (`label:-\-Movie` excludes `\-Movie`).

const SCORE_SUFFIX = /<\s*score\s*=\s*([^>]*)>\s*$/;

/** `attr:value`, `attr:-value` (NOT), `attr:\-value` (literal `-`), `"attr":"value"`; `<score=N>` suffix. */
export function parseFacetItem(item: FilterListItem): FilterNode {
  const { body, score } = splitScore(item, 'facetFilters');
  const { attribute, value } = splitAttribute(body, item);
  const { text, negated } = readSign(stripQuotes(value));
  if (text === '') fail('facetFilters', `expected a value after ':' in '${item.text}'`, item, body.length);
  const node: FilterNode = { kind: 'facet', attribute, value: text, ...score };
  return negated ? not(node) : node;
}

/** `tag`, `-tag` (NOT), `\-tag` (literal `-`); quotes are part of the tag, as on the live service. */
export function parseTagItem(item: FilterListItem): FilterNode {
  const { body, score } = splitScore(item, 'tagFilters');
  const { text, negated } = readSign(body);
  if (text === '') fail('tagFilters', `expected a tag in '${item.text}'`, item, 0);
  const node: FilterNode = { kind: 'tag', value: text, ...score };
  return negated ? not(node) : node;
}

const COMPARISON = /^(.*?)\s*(<=|>=|!=|<|>|=|!)\s*(.*)$/d;
const RANGE = /^(.*?)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/d;

/** `attr>=5`, `attr = 5`, `attr!=5`, `attr:1 TO 5`. */
export function parseNumericItem(item: FilterListItem): FilterNode {
  const range = RANGE.exec(item.text);
  if (range) {
    return {
      kind: 'range',
      attribute: readAttribute(range, item),
      lower: readNumber(range, 2, item),
      upper: readNumber(range, 3, item),
    };
  }
  const comparison = COMPARISON.exec(item.text);
  if (!comparison) {
    const expected = "expected 'attribute<operator>number' or 'attribute:lower TO upper'";
    fail('numericFilters', `${expected} in '${item.text}'`, item, 0);
  }
  const attribute = readAttribute(comparison, item);
  const operator = comparison[2] ?? '';
  if (operator === '!' || /^[<>=!]/.test(comparison[3] ?? '')) {
    fail('numericFilters', `invalid operator in '${item.text}'`, item, groupStart(comparison, 2));
  }
  return {
    kind: 'numeric',
    attribute,
    operator: operator as NumericOperator,
    value: readNumber(comparison, 3, item),
  };
}

function readAttribute(match: RegExpExecArray, item: FilterListItem): string {
  const attribute = (match[1] ?? '').trim();
  if (attribute === '') fail('numericFilters', `expected an attribute name in '${item.text}'`, item, 0);
  return attribute;
}

function readNumber(match: RegExpExecArray, group: number, item: FilterListItem): number {
  const text = match[group] ?? '';
  if (!NUMBER_PATTERN.test(text)) {
    fail(
      'numericFilters',
      `expected a number, got '${text}' in '${item.text}'`,
      item,
      groupStart(match, group),
    );
  }
  return Number(text);
}

function groupStart(match: RegExpExecArray, group: number): number {
  return match.indices?.[group]?.[0] ?? 0;
}

function splitScore(
  item: FilterListItem,
  param: FilterParamName,
): { body: string; score?: { score: number } } {
  const match = SCORE_SUFFIX.exec(item.text);
  if (!match) return { body: item.text };
  const score = Number(match[1]);
  if (!/^\s*\d+\s*$/.test(match[1] ?? '') || score > MAX_FILTER_SCORE) {
    fail(
      param,
      `score must be an integer from 0 to ${MAX_FILTER_SCORE} in '${item.text}'`,
      item,
      match.index,
    );
  }
  return { body: item.text.slice(0, match.index), score: { score } };
}

/** Splits at the first `:`, or after a quoted attribute name (`"a:b":value`). */
function splitAttribute(body: string, item: FilterListItem): { attribute: string; value: string } {
  const quotedEnd = body.startsWith('"') ? body.indexOf('":', 1) : -1;
  if (quotedEnd > 0) return { attribute: body.slice(1, quotedEnd), value: body.slice(quotedEnd + 2) };
  const colon = body.indexOf(':');
  if (colon <= 0) {
    fail('facetFilters', `expected 'attribute:value' in '${item.text}'`, item, Math.max(colon, 0));
  }
  return { attribute: body.slice(0, colon), value: body.slice(colon + 1) };
}

/** A value wholly in double quotes loses them; inner quotes and backslashes stay as they are. */
function stripQuotes(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function readSign(text: string): { text: string; negated: boolean } {
  if (text.startsWith('-')) return { text: text.slice(1), negated: true };
  if (text.startsWith('\\-')) return { text: text.slice(1), negated: false };
  return { text, negated: false };
}

function fail(param: FilterParamName, message: string, item: FilterListItem, at: number): never {
  throw new FilterSyntaxError(`${param}: ${message}`, item.offset + at);
}
