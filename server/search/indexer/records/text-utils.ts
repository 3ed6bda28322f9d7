// Small conversions shared by the record builders.

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Plain text of our own stored HTML (summaries): tags dropped, common entities decoded, spaces folded. */
/** jurisdictions.id → postal code, the `state` of every record. */
export type StateCodes = ReadonlyMap<number, string>;

export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (match, name: string) => entities[name.toLowerCase()] ?? match)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Groups rows by a numeric key. */
export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Drops undefined values so records stay compact (Algolia stores what it is given). */
export function compact<T extends Record<string, unknown>>(record: T): T {
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}
