import { describe, expect, it } from 'vitest';
import type { FilterNode } from './filter-ast.js';
import { FilterSyntaxError } from './filter-syntax-error.js';
import { parseFilters } from './parse-filters.js';

const facet = (attribute: string, value: string, score?: number): FilterNode =>
  score === undefined ? { kind: 'facet', attribute, value } : { kind: 'facet', attribute, value, score };
const tag = (value: string, score?: number): FilterNode =>
  score === undefined ? { kind: 'tag', value } : { kind: 'tag', value, score };

describe('parseFilters: valid expressions', () => {
  const cases: [string, FilterNode][] = [
    ['', { kind: 'all' }],
    ['   ', { kind: 'all' }],
    ['category:Book', facet('category', 'Book')],
    [' name : value ', facet('name', 'value')],
    ['isEnabled:true', facet('isEnabled', 'true')],
    ['year:2024', facet('year', '2024')],
    ['label:-Movie', facet('label', '-Movie')],
    ['count:-12', facet('count', '-12')],
    ['locale:en-US', facet('locale', 'en-US')],
    ['num:123TO456', facet('num', '123TO456')],
    ['author:"Stephen King"', facet('author', 'Stephen King')],
    ['"my attr":value', facet('my attr', 'value')],
    ["name:'single quoted'", facet('name', 'single quoted')],
    ['name:"value with: colon"', facet('name', 'value with: colon')],
    ['name:"AND"', facet('name', 'AND')],
    ['name:"say \\"hi\\""', facet('name', 'say "hi"')],
    ["name:'it\\'s'", facet('name', "it's")],
    ['name:"back\\\\slash"', facet('name', 'back\\slash')],
    ['path:"C:\\dir"', facet('path', 'C:\\dir')],
    ['authors.mainAuthor:"John Doe"', facet('authors.mainAuthor', 'John Doe')],
    ['price > 12.99', { kind: 'numeric', attribute: 'price', operator: '>', value: 12.99 }],
    ['price<5', { kind: 'numeric', attribute: 'price', operator: '<', value: 5 }],
    ['price <= -5', { kind: 'numeric', attribute: 'price', operator: '<=', value: -5 }],
    ['price = 1e3', { kind: 'numeric', attribute: 'price', operator: '=', value: 1000 }],
    ['price != .5', { kind: 'numeric', attribute: 'price', operator: '!=', value: 0.5 }],
    ['price >= -1.5E-2', { kind: 'numeric', attribute: 'price', operator: '>=', value: -0.015 }],
    ['price:5.99 TO 100', { kind: 'range', attribute: 'price', lower: 5.99, upper: 100 }],
    ['temp:-10.5 TO -2', { kind: 'range', attribute: 'temp', lower: -10.5, upper: -2 }],
    ['published', tag('published')],
    ['_tags:published', tag('published')],
    ['_tags:"-x"', tag('-x')],
    ['-value', tag('-value')],
    ['NOT category:Ebook', { kind: 'not', child: facet('category', 'Ebook') }],
    ['NOT name:-value', { kind: 'not', child: facet('name', '-value') }],
    [
      'NOT price < 3',
      { kind: 'not', child: { kind: 'numeric', attribute: 'price', operator: '<', value: 3 } },
    ],
    ['NOT count:0 TO 9', { kind: 'not', child: { kind: 'range', attribute: 'count', lower: 0, upper: 9 } }],
    ['NOT batchId:b2<score=0>', { kind: 'not', child: facet('batchId', 'b2', 0) }],
    ['a AND b', { kind: 'and', children: [tag('a'), tag('b')] }],
    ['a\nAND\tb', { kind: 'and', children: [tag('a'), tag('b')] }],
    [
      '(category:Book OR category:Ebook) AND _tags:published',
      {
        kind: 'and',
        children: [
          { kind: 'or', children: [facet('category', 'Book'), facet('category', 'Ebook')] },
          tag('published'),
        ],
      },
    ],
    // OR binds tighter than AND.
    ['a AND b OR c', { kind: 'and', children: [tag('a'), { kind: 'or', children: [tag('b'), tag('c')] }] }],
    [
      'a OR b AND c OR d',
      {
        kind: 'and',
        children: [
          { kind: 'or', children: [tag('a'), tag('b')] },
          { kind: 'or', children: [tag('c'), tag('d')] },
        ],
      },
    ],
    [
      '(color:red AND category:shirt)',
      { kind: 'and', children: [facet('color', 'red'), facet('category', 'shirt')] },
    ],
    ['((a OR b)) OR (c)', { kind: 'or', children: [tag('a'), tag('b'), tag('c')] }],
    ['(((tag1) OR tag2) OR tag3)', { kind: 'or', children: [tag('tag1'), tag('tag2'), tag('tag3')] }],
    [
      '(count:0 TO 9 OR count = 10)',
      {
        kind: 'or',
        children: [
          { kind: 'range', attribute: 'count', lower: 0, upper: 9 },
          { kind: 'numeric', attribute: 'count', operator: '=', value: 10 },
        ],
      },
    ],
    [
      '(NOT color:red OR category:shirt)',
      { kind: 'or', children: [{ kind: 'not', child: facet('color', 'red') }, facet('category', 'shirt')] },
    ],
    [
      'price < 10 AND (category:Book OR NOT category:Ebook)',
      {
        kind: 'and',
        children: [
          { kind: 'numeric', attribute: 'price', operator: '<', value: 10 },
          {
            kind: 'or',
            children: [facet('category', 'Book'), { kind: 'not', child: facet('category', 'Ebook') }],
          },
        ],
      },
    ],
    // Parenthesised AND-groups inside an AND are flattened (Algolia rejects them; the meaning is plain).
    [
      '((a AND b) AND (c OR d))',
      { kind: 'and', children: [tag('a'), tag('b'), { kind: 'or', children: [tag('c'), tag('d')] }] },
    ],
    [
      '(company:Google<score=3> OR company:Amazon<score=2> OR company:Facebook)',
      {
        kind: 'or',
        children: [
          facet('company', 'Google', 3),
          facet('company', 'Amazon', 2),
          facet('company', 'Facebook'),
        ],
      },
    ],
    [
      'color:red<score=3> AND category:shirt',
      { kind: 'and', children: [facet('color', 'red', 3), facet('category', 'shirt')] },
    ],
    [' a < score = 789 > ', tag('a', 789)],
    ['_tags:x<score=65535>', tag('x', 65535)],
    ['name:"quoted"<score=2>', facet('name', 'quoted', 2)],
  ];

  it.each(cases)('%j', (expression, expected) => {
    expect(parseFilters(expression)).toEqual(expected);
  });
});

describe('parseFilters: invalid expressions', () => {
  const cases: [string, number, string][] = [
    ['(a OR b', 7, "filters: Unexpected token end of filter expected ')' at col 7"],
    ['a OR b)', 6, "filters: Unexpected token ')' expected end of filter at col 6"],
    ['a AND', 5, 'filters: Unexpected token end of filter expected filter at col 5'],
    ['AND a', 0, "filters: Unexpected token 'AND' expected filter at col 0"],
    ['a OR OR b', 5, "filters: Unexpected token 'OR' expected filter at col 5"],
    ['a and b', 2, 'filters: Unexpected token string(and) expected end of filter at col 2'],
    ['not a', 4, 'filters: Unexpected token string(a) expected end of filter at col 4'],
    ['num:123 to 456', 8, 'filters: Unexpected token string(to) expected end of filter at col 8'],
    ['a"b"c', 1, 'filters: Unexpected token string(b) expected end of filter at col 1'],
    ['NOT (a OR b)', 4, "filters: Unexpected token '(' expected filter at col 4"],
    ['NOT(color:red AND category:shirt)', 3, "filters: Unexpected token '(' expected filter at col 3"],
    ['NOT NOT a', 4, "filters: Unexpected token 'NOT' expected filter at col 4"],
    [
      '(a AND b) OR c',
      0,
      'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed at col 0',
    ],
    [
      'c OR ((a AND b))',
      5,
      'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed at col 5',
    ],
    [
      'a OR (b OR c AND d)',
      5,
      'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed at col 5',
    ],
    [
      'color:red OR _tags:x',
      13,
      'filters: Different types are not allowed in the same OR. Expected a facet filter (facet_name:facet_value), found a tag filter at col 13',
    ],
    [
      'a OR num = 666',
      5,
      'filters: Different types are not allowed in the same OR. Expected a tag filter (_tags:tag_value or tag_value), found a numeric filter at col 5',
    ],
    [
      'price > 3 OR (NOT color:red)',
      14,
      'filters: Different types are not allowed in the same OR. Expected a numeric filter (attribute < 10, attribute:10 TO 20, …), found a facet filter at col 14',
    ],
    ['(((tag1) OR tag2) OR name:value)', 21, 'filters: Different types are not allowed in the same OR.'],
    [':value', 0, "filters: Unexpected token ':' expected filter at col 0"],
    ['name: AND b', 6, "filters: Unexpected token 'AND' expected string at col 6"],
    ['name:', 5, 'filters: Unexpected token end of filter expected string at col 5'],
    ['name:"" AND b', 5, 'filters: Unexpected token empty string expected string at col 5'],
    ['"":value', 0, 'filters: Unexpected token empty string expected filter at col 0'],
    ['price > abc', 8, 'filters: Unexpected token string(abc) expected numeric at col 8'],
    ['price > 1.2.3', 8, 'filters: Unexpected token string(1.2.3) expected numeric at col 8'],
    ['price >', 7, 'filters: Unexpected token end of filter expected numeric at col 7'],
    ['price:1 TO x', 11, 'filters: Unexpected token string(x) expected numeric at col 11'],
    ['price:1 TO', 10, 'filters: Unexpected token end of filter expected numeric at col 10'],
    ['name:"unclosed', 5, 'filters: Unexpected token incomplete string expected string at col 5'],
    [
      '"unclosed because escaped \\"',
      0,
      'filters: Unexpected token incomplete string expected filter at col 0',
    ],
    ['color:a:b', 7, "filters: Unexpected token ':' expected end of filter at col 7"],
    ['color:Books(Kids)', 11, "filters: Unexpected token '(' expected end of filter at col 11"],
    ['color:a<b', 8, 'filters: Unexpected token string(b) expected "score" at col 8'],
    ['color:a>b', 7, 'filters: Unexpected token > expected end of filter at col 7'],
    ['color:a=b', 7, 'filters: Unexpected token numeric operator expected end of filter at col 7'],
    ['color:a!b', 7, "filters: Not allowed '!' at col 7"],
    ['a<unknown=666>', 2, 'filters: Unexpected token string(unknown) expected numeric at col 2'],
    ['num < 123 <score=789>', 10, 'filters: Unexpected token < expected end of filter at col 10'],
    ['num:123 TO 456<score=789>', 14, 'filters: Unexpected token < expected end of filter at col 14'],
    ['a<score=1.5>', 8, 'filters: score must be an integer from 0 to 65535, got 1.5 at col 8'],
    ['a<score=65536>', 8, 'filters: score must be an integer from 0 to 65535, got 65536 at col 8'],
    ['a<score=3', 9, 'filters: Unexpected token end of filter expected > at col 9'],
    ['a<score=1,score=2>', 8, 'filters: Unexpected token string(1,score) expected numeric at col 8'],
  ];

  it.each(cases)('%j fails at col %i', (expression, position, message) => {
    let caught: unknown;
    try {
      parseFilters(expression);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FilterSyntaxError);
    const error = caught as FilterSyntaxError;
    expect(error.position).toBe(position);
    expect(error.status).toBe(400);
    expect(error.message).toContain(message);
    expect(error.message).toMatch(new RegExp(`at col ${position}$`));
  });
});
