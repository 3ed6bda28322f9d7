// Reading attributes by dot path and parsing the attribute modifiers of index settings.
import type { JsonValue } from '../types.js';

/** Every leaf value at a dot path ('sponsor.name'), flattening arrays on the way. */
export function valuesAt(record: Record<string, unknown>, path: string): unknown[] {
  const out: unknown[] = [];
  const walk = (value: unknown, parts: string[], index: number) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, parts, index);
      return;
    }
    if (index === parts.length) {
      out.push(value);
      return;
    }
    if (typeof value === 'object') walk((value as Record<string, unknown>)[parts[index]!], parts, index + 1);
  };
  walk(record, path.split('.'), 0);
  return out;
}

export interface SearchableAttribute {
  path: string;
  /** Same rank for attributes listed together ('title,short_title'). */
  rank: number;
  /** unordered(attr): the position of a match inside the attribute does not matter. */
  unordered: boolean;
}

/** `searchableAttributes` → ranked paths; unset means every string attribute of the record, in order. */
export function parseSearchableAttributes(setting: string[] | undefined): SearchableAttribute[] | undefined {
  if (!setting || setting.length === 0) return undefined;
  const out: SearchableAttribute[] = [];
  setting.forEach((entry, rank) => {
    const unordered = /^unordered\((.*)\)$/.exec(entry.trim());
    const names = (unordered ? unordered[1]! : entry).split(',');
    for (const name of names) {
      const path = name.trim();
      if (path) out.push({ path, rank, unordered: unordered !== null });
    }
  });
  return out;
}

export interface FacetAttribute {
  path: string;
  searchable: boolean;
  filterOnly: boolean;
}

export function parseFacetAttributes(setting: string[] | undefined): FacetAttribute[] {
  return (setting ?? []).map((entry) => {
    const match = /^(searchable|filterOnly|afterDistinct)\((.*)\)$/.exec(entry.trim());
    const path = (match ? match[2]! : entry).trim();
    return { path, searchable: match?.[1] === 'searchable', filterOnly: match?.[1] === 'filterOnly' };
  });
}

/** String form of a facet value, as Algolia returns it (numbers and booleans become strings). */
export function facetString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A copy of the record holding only the listed attributes ('*' = all), without the hidden ones. */
export function pickAttributes(
  record: Record<string, JsonValue | undefined>,
  attributes: string[] | undefined,
  hidden: string[] | undefined,
): Record<string, JsonValue | undefined> {
  let picked: Record<string, JsonValue | undefined>;
  if (!attributes || attributes.includes('*')) {
    picked = { ...record };
    for (const attr of attributes ?? []) {
      if (attr.startsWith('-')) delete picked[attr.slice(1)];
    }
  } else {
    picked = { objectID: record.objectID };
    for (const attr of attributes) {
      const top = attr.split('.')[0]!;
      if (top in record) picked[top] = record[top];
    }
  }
  for (const attr of hidden ?? []) delete picked[attr.split('.')[0]!];
  return picked;
}
