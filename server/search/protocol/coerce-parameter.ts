import type { JsonValue } from '../types.js';
import { parameterKind } from './parameter-kinds.js';
import { invalidParameter } from './protocol-errors.js';

/**
 * Gives a parameter its contract type, whether it arrived as a string (v4 `params`, query strings,
 * secured-key restrictions) or as JSON (v5 objects). Throws a 400 naming the parameter when the value
 * cannot be read as that type.
 */
export function coerceParameter(name: string, value: JsonValue): JsonValue {
  switch (parameterKind(name)) {
    case 'unknown':
      return value;
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw invalidParameter(name, 'a string', value);
    case 'integer':
      return toInteger(name, value);
    case 'boolean': {
      const flag = toBoolean(value);
      if (flag === undefined) throw invalidParameter(name, 'a boolean', value);
      return flag;
    }
    case 'stringList':
      return toStringList(name, value);
    case 'filterList':
      return toFilterList(name, value);
    case 'booleanOrInteger':
      return toStrictBoolean(value) ?? toInteger(name, value);
    case 'booleanOrString':
      return (
        toStrictBoolean(value) ??
        (typeof value === 'string' ? value : fail(name, 'a boolean or a string', value))
      );
    case 'booleanOrList':
      return toStrictBoolean(value) ?? toStringList(name, value);
    case 'stringOrList':
      if (typeof value === 'string' && !value.trimStart().startsWith('[')) return value;
      return value === null ? null : toStringList(name, value);
    case 'integerOrString':
      return typeof value === 'string' && !/^\s*-?\d+\s*$/.test(value) ? value : toInteger(name, value);
    case 'json':
      return typeof value === 'string' && /^\s*[[{]/.test(value) ? parseJson(name, value) : value;
  }
}

function fail(name: string, expected: string, value: JsonValue): never {
  throw invalidParameter(name, expected, value);
}

function toInteger(name: string, value: JsonValue): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return fail(name, 'an integer', value);
}

function toBoolean(value: JsonValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/** Where a number or a list is also valid, only `true` / `false` mean a boolean (`distinct=1` is 1). */
function toStrictBoolean(value: JsonValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

function parseJson(name: string, text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return fail(name, 'valid JSON', text);
  }
}

/** A JSON array, or a comma-separated string (v5 query strings and secured keys join arrays with commas). */
function toStringList(name: string, value: JsonValue): string[] {
  const list =
    typeof value === 'string' && value.trimStart().startsWith('[') ? parseJson(name, value) : value;
  if (typeof list === 'string')
    return list
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  if (Array.isArray(list) && list.every((item) => typeof item === 'string' || typeof item === 'number'))
    return list.map(String);
  return fail(name, 'a list of strings', value);
}

/**
 * A JSON string becomes its array; any other string stays as it is: the legacy list form
 * (`(a:1,a:2),b:3`) is read by the filters module (filters/filter-list.ts), which checks the items too.
 */
function toFilterList(name: string, value: JsonValue): JsonValue {
  if (typeof value === 'string') return value.trimStart().startsWith('[') ? parseJson(name, value) : value;
  if (Array.isArray(value)) return value;
  return fail(name, 'a string or a list of strings and lists', value);
}
