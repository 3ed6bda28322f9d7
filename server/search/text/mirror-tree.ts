// `_highlightResult` and `_snippetResult` mirror the record's shape. One walk serves both: strings, numbers
// and booleans (as their string form, as Algolia does) become leaves; null and undefined get no entry in an
// object (Algolia leaves them out) and `emptyLeaf` in an array, so array indexes still line up.

export type Tree<Leaf> = Leaf | Tree<Leaf>[] | { [key: string]: Tree<Leaf> };

export function mirrorTree<Leaf>(
  value: unknown,
  leafOf: (text: string) => Leaf,
  emptyLeaf: () => Leaf,
): Tree<Leaf> | undefined {
  if (typeof value === 'string') return leafOf(value);
  if (typeof value === 'number' || typeof value === 'boolean') return leafOf(String(value));
  if (Array.isArray(value)) {
    return value.map((item: unknown) => mirrorTree(item, leafOf, emptyLeaf) ?? emptyLeaf());
  }
  if (value !== null && typeof value === 'object') {
    const tree: { [key: string]: Tree<Leaf> } = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const branch = mirrorTree(item, leafOf, emptyLeaf);
      if (branch !== undefined) tree[key] = branch;
    }
    return tree;
  }
  return undefined;
}
