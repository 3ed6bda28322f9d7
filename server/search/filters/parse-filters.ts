import type {
  FilterLeaf,
  FilterNode,
  NumericFilterNode,
  NumericOperator,
  RangeFilterNode,
} from './filter-ast.js';
import { and, matchAll, MAX_FILTER_SCORE, not, or } from './filter-ast.js';
import type { Token } from './filter-lexer.js';
import { describeToken, tokenize } from './filter-lexer.js';
import { FilterSyntaxError } from './filter-syntax-error.js';

// Algolia's `filters` grammar. OR binds tighter than AND (`a AND b OR c` is `a AND (b OR c)`), and the result
// must be a conjunction of disjunctions of single filters:
//   expression := disjunction ('AND' disjunction)*
//   disjunction := term ('OR' term)*
//   term        := '(' expression ')' | 'NOT'? filter
//   filter      := name (operator number | ':' value ('TO' number)? score? | score?)
//   score       := '<' 'score' '=' integer '>'
// Restrictions (Algolia, "Combining boolean operators"): OR only joins filters of one type (facet, numeric,
// tag); NOT applies to one filter, never a group; no OR of AND-groups. We also accept parentheses around
// AND-groups inside an AND (`(a AND b) AND c`), which Algolia rejects though their meaning is plain.

type FilterType = 'facet' | 'numeric' | 'tag';

interface ParsedLeaf {
  shape: 'leaf';
  node: FilterNode;
  type: FilterType;
  pos: number;
}

type Parsed =
  | ParsedLeaf
  | { shape: 'or'; leaves: ParsedLeaf[]; pos: number }
  | { shape: 'and'; items: Parsed[]; pos: number };

const TYPE_FORMS: Record<FilterType, string> = {
  facet: 'a facet filter (facet_name:facet_value)',
  numeric: 'a numeric filter (attribute < 10, attribute:10 TO 20, …)',
  tag: 'a tag filter (_tags:tag_value or tag_value)',
};

/**
 * Parentheses nested deeper than this are refused rather than followed: the parser recurses once per
 * level, and 20,000 levels blew the stack (a 500). Ours, not Algolia's; real filters nest two or three deep.
 */
export const MAX_FILTER_DEPTH = 32;

/** Parses Algolia's `filters` string; an empty string keeps every record. Throws FilterSyntaxError. */
export function parseFilters(expression: string): FilterNode {
  const parser = new FiltersParser(tokenize(expression));
  if (parser.peek().type === 'eof') return matchAll();
  const parsed = parser.parseExpression();
  parser.expectEnd();
  return toNode(parsed);
}

function toNode(parsed: Parsed): FilterNode {
  if (parsed.shape === 'leaf') return parsed.node;
  if (parsed.shape === 'or') return or(...parsed.leaves.map((leaf) => leaf.node));
  return and(...parsed.items.map(toNode));
}

function fail(message: string, pos: number): never {
  throw new FilterSyntaxError(`filters: ${message} at col ${pos}`, pos);
}

class FiltersParser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(offset = 0): Token {
    // tokenize() always ends with an eof token, which is returned for any index past the end.
    const last = this.tokens[this.tokens.length - 1] as Token;
    return this.tokens[this.index + offset] ?? last;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.index++;
    return token;
  }

  private unexpected(token: Token, expected: string): never {
    return fail(`Unexpected token ${describeToken(token)} expected ${expected}`, token.pos);
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.type !== 'eof') this.unexpected(token, 'end of filter');
  }

  parseExpression(): Parsed {
    const first = this.parseDisjunction();
    const items = [first];
    while (this.peek().type === 'AND') {
      this.next();
      items.push(this.parseDisjunction());
    }
    return items.length === 1 ? first : { shape: 'and', items, pos: first.pos };
  }

  private parseDisjunction(): Parsed {
    const first = this.parseTerm();
    if (this.peek().type !== 'OR') return first;
    const terms = [first];
    while (this.peek().type === 'OR') {
      this.next();
      terms.push(this.parseTerm());
    }
    const leaves: ParsedLeaf[] = [];
    for (const term of terms) {
      if (term.shape === 'and') {
        fail('filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed', term.pos);
      }
      leaves.push(...(term.shape === 'or' ? term.leaves : [term]));
    }
    const expected = leaves[0]?.type ?? 'facet';
    const stranger = leaves.find((leaf) => leaf.type !== expected);
    if (stranger) {
      fail(
        `Different types are not allowed in the same OR. Expected ${TYPE_FORMS[expected]}, found a ${stranger.type} filter`,
        stranger.pos,
      );
    }
    return { shape: 'or', leaves, pos: first.pos };
  }

  private parseTerm(): Parsed {
    const token = this.peek();
    if (token.type === '(') {
      if (this.depth === MAX_FILTER_DEPTH)
        fail(`parentheses nested deeper than ${MAX_FILTER_DEPTH} levels`, token.pos);
      this.next();
      this.depth++;
      const inner = this.parseExpression();
      if (this.peek().type !== ')') this.unexpected(this.peek(), "')'");
      this.next();
      this.depth--;
      // An AND-group's position is its parenthesis, which is what an "(X AND Y) OR Z" error points at.
      return inner.shape === 'and' ? { ...inner, pos: token.pos } : inner;
    }
    if (token.type === 'NOT') {
      this.next();
      const leaf = this.parseFilter();
      return { ...leaf, node: not(leaf.node), pos: token.pos };
    }
    return this.parseFilter();
  }

  private parseFilter(): ParsedLeaf {
    const name = this.next();
    if (!isValueToken(name)) this.unexpected(name, 'filter');
    const after = this.peek();
    if (after.type === 'op' && !this.startsScore()) return this.parseComparison(name);
    if (after.type === ':') {
      this.next();
      return this.parseFacetOrRange(name);
    }
    // A bare value is a tag filter: `published` means `_tags:published`.
    return this.leaf({ kind: 'tag', value: name.text, ...this.parseScore() }, 'tag', name.pos);
  }

  private parseComparison(name: Token): ParsedLeaf {
    const operator = this.next().text as NumericOperator;
    const value = this.next();
    if (value.type !== 'number') this.unexpected(value, 'numeric');
    const node: NumericFilterNode = {
      kind: 'numeric',
      attribute: name.text,
      operator,
      value: Number(value.text),
    };
    return this.leaf(node, 'numeric', name.pos);
  }

  private parseFacetOrRange(name: Token): ParsedLeaf {
    const value = this.next();
    if (!isValueToken(value)) this.unexpected(value, 'string');
    if (value.type === 'number' && this.peek().type === 'TO') {
      this.next();
      const upper = this.next();
      if (upper.type !== 'number') this.unexpected(upper, 'numeric');
      const lower = Number(value.text);
      const node: RangeFilterNode = { kind: 'range', attribute: name.text, lower, upper: Number(upper.text) };
      return this.leaf(node, 'numeric', name.pos);
    }
    const score = this.parseScore();
    if (name.text === '_tags') {
      return this.leaf({ kind: 'tag', value: value.text, ...score }, 'tag', name.pos);
    }
    const node: FilterLeaf = { kind: 'facet', attribute: name.text, value: value.text, ...score };
    return this.leaf(node, 'facet', name.pos);
  }

  /** `<score=` after a facet or tag value; `a < 3` stays a comparison. */
  private startsScore(): boolean {
    const [open, word, equals] = [this.peek(), this.peek(1), this.peek(2)];
    return open.text === '<' && word.text === 'score' && equals.text === '=';
  }

  private parseScore(): { score?: number } {
    if (this.peek().type !== 'op' || this.peek().text !== '<') return {};
    this.next();
    const name = this.next();
    if (name.text !== 'score' || name.type !== 'word') this.unexpected(name, '"score"');
    const equals = this.next();
    if (equals.text !== '=') this.unexpected(equals, '"="');
    const value = this.next();
    if (value.type !== 'number') this.unexpected(value, 'numeric');
    const score = Number(value.text);
    if (!Number.isInteger(score) || score < 0 || score > MAX_FILTER_SCORE) {
      fail(`score must be an integer from 0 to ${MAX_FILTER_SCORE}, got ${value.text}`, value.pos);
    }
    const close = this.next();
    if (close.text !== '>' || close.type !== 'op') this.unexpected(close, '>');
    return { score };
  }

  private leaf(node: FilterLeaf, type: FilterType, pos: number): ParsedLeaf {
    return { shape: 'leaf', node, type, pos };
  }
}

function isValueToken(token: Token): boolean {
  return token.type === 'word' || token.type === 'number' || token.type === 'quoted';
}
