/**
 * Whether an index name matches a key's index pattern: `*` stands for any run of characters, so
 * `dev_*` is a prefix, `*_products` a suffix and `*` every index (Algolia's `indexes` and
 * `restrictIndices`).
 */
export function matchesIndexPattern(pattern: string, indexName: string): boolean {
  if (!pattern.includes('*')) return pattern === indexName;
  const [first = '', ...rest] = pattern.split('*');
  const last = rest.pop() ?? '';
  if (!indexName.startsWith(first) || !indexName.endsWith(last)) return false;
  let position = first.length;
  const end = indexName.length - last.length;
  for (const middle of rest) {
    const found = indexName.indexOf(middle, position);
    if (found === -1 || found + middle.length > end) return false;
    position = found + middle.length;
  }
  return position <= end;
}

/** An empty list allows every index. */
export function allowsIndex(patterns: readonly string[], indexName: string): boolean {
  return patterns.length === 0 || patterns.some((pattern) => matchesIndexPattern(pattern, indexName));
}
