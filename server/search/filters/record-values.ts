import { foldText } from '../text/fold.js';

// How a filter reads a record. Shared with the engine's indexes so that the fast path and the reference
// evaluator agree on what a record's values are.

export type ScalarValue = string | number | boolean;

/**
 * The scalar values at a dot path (`authors.mainAuthor`). Arrays at any level contribute each element, so
 * `genres:thriller` matches `genres: ['fiction', 'thriller']` and `authors.name` reads every author (Algolia:
 * "a filter matches if it matches any element in the array"). Missing attributes, nulls and objects give none.
 */
export function valuesAt(record: unknown, attribute: string): ScalarValue[] {
  const values: ScalarValue[] = [];
  collect(record, attribute.split('.'), 0, values);
  return values;
}

function collect(value: unknown, path: string[], depth: number, values: ScalarValue[]): void {
  if (Array.isArray(value)) {
    for (const element of value) collect(element, path, depth, values);
    return;
  }
  const key = path[depth];
  if (key === undefined) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      values.push(value);
    return;
  }
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, key)) {
    collect((value as Record<string, unknown>)[key], path, depth + 1, values);
  }
}

/** The numbers at a dot path; numeric filters ignore strings, even numeric-looking ones, and booleans. */
export function numbersAt(record: unknown, attribute: string): number[] {
  return valuesAt(record, attribute).filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
}

/**
 * The form in which facet values compare: their text, folded like all text the engine matches (lower case,
 * no diacritics — Algolia's default normalisation, see `keepDiacriticsOnCharacters`). Algolia: "Facet names
 * are case-sensitive, facet values aren't"; `isEnabled:true` matches `true` and `"true"`, `count:\-12`
 * matches `-12` and `"-12"`.
 */
export function facetValueKey(value: ScalarValue): string {
  return foldText(String(value));
}
