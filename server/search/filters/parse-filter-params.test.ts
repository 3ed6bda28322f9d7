import { describe, expect, it } from 'vitest';
import type { FilterNode } from './filter-ast.js';
import { FilterSyntaxError } from './filter-syntax-error.js';
import type { FilterListInput } from './parse-filter-params.js';
import {
  parseFacetFilters,
  parseNumericFilters,
  parseTagFilters,
  searchFilters,
} from './parse-filter-params.js';

const facet = (attribute: string, value: string): FilterNode => ({ kind: 'facet', attribute, value });
const notFacet = (attribute: string, value: string): FilterNode => ({
  kind: 'not',
  child: facet(attribute, value),
});
const tag = (value: string): FilterNode => ({ kind: 'tag', value });

function failure(run: () => unknown): FilterSyntaxError {
  try {
    run();
  } catch (error) {
    if (error instanceof FilterSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a FilterSyntaxError');
}

describe('parseFacetFilters', () => {
  const cases: [FilterListInput, FilterNode][] = [
    [[], { kind: 'all' }],
    ['', { kind: 'all' }],
    [['genre:comedy'], facet('genre', 'comedy')],
    [
      ['category:Book', 'author:John Doe'],
      { kind: 'and', children: [facet('category', 'Book'), facet('author', 'John Doe')] },
    ],
    [
      [['category:Book', 'category:-Movie'], 'author:John Doe'],
      {
        kind: 'and',
        children: [
          { kind: 'or', children: [facet('category', 'Book'), notFacet('category', 'Movie')] },
          facet('author', 'John Doe'),
        ],
      },
    ],
    [[['genre:comedy']], facet('genre', 'comedy')],
    [[[], 'genre:comedy'], facet('genre', 'comedy')],
    [['genre:-comedy'], notFacet('genre', 'comedy')],
    [['label:\\-Movie'], facet('label', '-Movie')],
    [['count:\\-12'], facet('count', '-12')],
    [['label:--Movie'], notFacet('label', '-Movie')],
    // After the negating minus nothing more is unescaped (live service: matches every record).
    [['label:-\\-Movie'], notFacet('label', '\\-Movie')],
    [['provider:NBC: Universal "East"'], facet('provider', 'NBC: Universal "East"')],
    [['color:navy blue'], facet('color', 'navy blue')],
    [['"color":"red"'], facet('color', 'red')],
    [['"color":red'], facet('color', 'red')],
    [['color:"-red"'], notFacet('color', 'red')],
    [['"a:b":c'], facet('a:b', 'c')],
    [['"provider":"NBC: Universal \\"East\\""'], facet('provider', 'NBC: Universal \\"East\\"')],
    [['color:red<score=3>'], { kind: 'facet', attribute: 'color', value: 'red', score: 3 }],
    [
      ['color:-red<score=2>'],
      { kind: 'not', child: { kind: 'facet', attribute: 'color', value: 'red', score: 2 } },
    ],
    [['isEnabled:true'], facet('isEnabled', 'true')],
    // A string parameter: JSON when it starts with '[', else the legacy comma list with (OR) groups.
    [
      '["genre:comedy",["year:2023","year:2024"]]',
      {
        kind: 'and',
        children: [
          facet('genre', 'comedy'),
          { kind: 'or', children: [facet('year', '2023'), facet('year', '2024')] },
        ],
      },
    ],
    // Deeper arrays are accepted and join their entry's OR group: the contract's FacetFilters is recursive
    // and "you can't group AND conditions inside an OR group" (api-parameters/facetFilters).
    [
      [[['genre:comedy']], ['year:2023', ['year:2024', ['year:2025']]]] as never,
      {
        kind: 'and',
        children: [
          facet('genre', 'comedy'),
          { kind: 'or', children: [facet('year', '2023'), facet('year', '2024'), facet('year', '2025')] },
        ],
      },
    ],
    ['genre:comedy', facet('genre', 'comedy')],
    ['color:Books(Kids)', facet('color', 'Books(Kids)')],
    [
      '(category:Book, category:Movie),author:John Doe',
      {
        kind: 'and',
        children: [
          { kind: 'or', children: [facet('category', 'Book'), facet('category', 'Movie')] },
          facet('author', 'John Doe'),
        ],
      },
    ],
  ];

  it.each(cases)('%j', (input, expected) => {
    expect(parseFacetFilters(input)).toEqual(expected);
  });

  const errors: [unknown, number, string][] = [
    [['genre'], 0, "facetFilters: expected 'attribute:value' in 'genre'"],
    [[':comedy'], 0, "facetFilters: expected 'attribute:value' in ':comedy'"],
    [['genre:'], 6, "facetFilters: expected a value after ':' in 'genre:'"],
    [['genre:-'], 7, "facetFilters: expected a value after ':' in 'genre:-'"],
    [['a:b<score=x>'], 3, "facetFilters: score must be an integer from 0 to 65535 in 'a:b<score=x>'"],
    [[42], 0, 'facetFilters: expected a filter string or an array of filter strings, got number'],
    [{ genre: 'comedy' }, 0, 'facetFilters: expected a string or an array of strings, got object'],
    ['["genre:comedy"', 0, 'facetFilters: invalid JSON array'],
    ['(a:b,c:d', 0, "facetFilters: unclosed '(' at col 0"],
    ['(a:b) c:d', 6, "facetFilters: expected ',' after ')' at col 6"],
    ['a:b, genre', 5, "facetFilters: expected 'attribute:value' in 'genre'"],
  ];

  it.each(errors)('rejects %j', (input, position, message) => {
    const error = failure(() => parseFacetFilters(input as FilterListInput));
    expect(error.message).toContain(message);
    expect(error.position).toBe(position);
  });
});

describe('parseNumericFilters', () => {
  const cases: [FilterListInput, FilterNode][] = [
    [['price>5'], { kind: 'numeric', attribute: 'price', operator: '>', value: 5 }],
    [['price >= 5'], { kind: 'numeric', attribute: 'price', operator: '>=', value: 5 }],
    [['price<-5'], { kind: 'numeric', attribute: 'price', operator: '<', value: -5 }],
    [['price<=2.5'], { kind: 'numeric', attribute: 'price', operator: '<=', value: 2.5 }],
    [['inStock = 1'], { kind: 'numeric', attribute: 'inStock', operator: '=', value: 1 }],
    [['price!=1e2'], { kind: 'numeric', attribute: 'price', operator: '!=', value: 100 }],
    [['price:5.99 TO 100'], { kind: 'range', attribute: 'price', lower: 5.99, upper: 100 }],
    [['temp: -10 TO -2.5'], { kind: 'range', attribute: 'temp', lower: -10, upper: -2.5 }],
    [
      ['price < 1000', ['inStock = 1', 'deliveryDate < 1441755506']],
      {
        kind: 'and',
        children: [
          { kind: 'numeric', attribute: 'price', operator: '<', value: 1000 },
          {
            kind: 'or',
            children: [
              { kind: 'numeric', attribute: 'inStock', operator: '=', value: 1 },
              { kind: 'numeric', attribute: 'deliveryDate', operator: '<', value: 1441755506 },
            ],
          },
        ],
      },
    ],
    ['["year>=2020"]', { kind: 'numeric', attribute: 'year', operator: '>=', value: 2020 }],
    [
      'year>=2020,(a=1,a=2)',
      {
        kind: 'and',
        children: [
          { kind: 'numeric', attribute: 'year', operator: '>=', value: 2020 },
          {
            kind: 'or',
            children: [
              { kind: 'numeric', attribute: 'a', operator: '=', value: 1 },
              { kind: 'numeric', attribute: 'a', operator: '=', value: 2 },
            ],
          },
        ],
      },
    ],
  ];

  it.each(cases)('%j', (input, expected) => {
    expect(parseNumericFilters(input)).toEqual(expected);
  });

  const errors: [FilterListInput, number, string][] = [
    [['price=>5'], 5, "numericFilters: invalid operator in 'price=>5'"],
    [['price==5'], 5, "numericFilters: invalid operator in 'price==5'"],
    [['price<>5'], 5, "numericFilters: invalid operator in 'price<>5'"],
    [['price!5'], 5, "numericFilters: invalid operator in 'price!5'"],
    [['price>abc'], 6, "numericFilters: expected a number, got 'abc' in 'price>abc'"],
    [['price>'], 6, "numericFilters: expected a number, got '' in 'price>'"],
    [['>5'], 0, "numericFilters: expected an attribute name in '>5'"],
    [
      ['price:5'],
      0,
      "numericFilters: expected 'attribute<operator>number' or 'attribute:lower TO upper' in 'price:5'",
    ],
    [['price:1 TO x'], 11, "numericFilters: expected a number, got 'x' in 'price:1 TO x'"],
    ['a>1,b>x', 6, "numericFilters: expected a number, got 'x' in 'b>x'"],
  ];

  it.each(errors)('rejects %j', (input, position, message) => {
    const error = failure(() => parseNumericFilters(input));
    expect(error.message).toBe(message);
    expect(error.position).toBe(position);
  });
});

describe('parseTagFilters', () => {
  const cases: [FilterListInput, FilterNode][] = [
    [['tag1', '-tag2'], { kind: 'and', children: [tag('tag1'), { kind: 'not', child: tag('tag2') }] }],
    [
      [['Book', 'Movie'], 'SciFi'],
      { kind: 'and', children: [{ kind: 'or', children: [tag('Book'), tag('Movie')] }, tag('SciFi')] },
    ],
    [['\\-x'], tag('-x')],
    [['--x'], { kind: 'not', child: tag('-x') }],
    [['-\\-x'], { kind: 'not', child: tag('\\-x') }],
    // Quotes are part of a tag here, unlike in facetFilters (live service: `"-x"` matches nothing).
    [['"-x"'], tag('"-x"')],
    [['x<score=4>'], { kind: 'tag', value: 'x', score: 4 }],
    // InstantSearch sends tagRefinements.join(',').
    ['public,user_42', { kind: 'and', children: [tag('public'), tag('user_42')] }],
    [
      '(a,b),-c',
      {
        kind: 'and',
        children: [
          { kind: 'or', children: [tag('a'), tag('b')] },
          { kind: 'not', child: tag('c') },
        ],
      },
    ],
  ];

  it.each(cases)('%j', (input, expected) => {
    expect(parseTagFilters(input)).toEqual(expected);
  });

  it('rejects an empty tag', () => {
    expect(failure(() => parseTagFilters(['-'])).message).toBe("tagFilters: expected a tag in '-'");
  });
});

describe('searchFilters', () => {
  it('keeps every record without filters', () => {
    expect(searchFilters({})).toEqual({ kind: 'all' });
    expect(searchFilters({ filters: '', facetFilters: [], numericFilters: '', tagFilters: [] })).toEqual({
      kind: 'all',
    });
  });

  it('ANDs every parameter present', () => {
    expect(
      searchFilters({
        filters: '(locale:en-US OR locale:fr-FR)',
        facetFilters: ['genre:comedy'],
        numericFilters: [['count:0 TO 10']],
        tagFilters: [['featured']],
      }),
    ).toEqual({
      kind: 'and',
      children: [
        { kind: 'or', children: [facet('locale', 'en-US'), facet('locale', 'fr-FR')] },
        facet('genre', 'comedy'),
        { kind: 'range', attribute: 'count', lower: 0, upper: 10 },
        tag('featured'),
      ],
    });
  });

  it('names the parameter in its errors', () => {
    expect(failure(() => searchFilters({ filters: 'a AND' })).message).toMatch(/^filters: /);
    expect(failure(() => searchFilters({ facetFilters: ['oops'] })).message).toMatch(/^facetFilters: /);
    expect(failure(() => searchFilters({ numericFilters: ['price=>5'] })).message).toBe(
      "numericFilters: invalid operator in 'price=>5'",
    );
    expect(failure(() => searchFilters({ tagFilters: [7 as unknown as string] })).message).toMatch(
      /^tagFilters: /,
    );
    expect(failure(() => searchFilters({ filters: 3 as unknown as string })).message).toBe(
      'filters: expected a string, got number',
    );
  });

  it('treats null as absent', () => {
    expect(
      searchFilters({ filters: null as unknown as string, facetFilters: null as unknown as string }),
    ).toEqual({
      kind: 'all',
    });
  });
});
