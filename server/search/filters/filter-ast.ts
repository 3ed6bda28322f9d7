// The one shape every filter input compiles to: `filters`, `facetFilters`, `numericFilters` and `tagFilters`
// all become a FilterNode, and the engine and the reference evaluator only ever see this.

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** Algolia, "Filter scoring": scores are integers from 0 to 65,535. */
export const MAX_FILTER_SCORE = 65_535;

/** `attribute:value` — values compare case-insensitively, as strings (booleans and numbers by their text). */
export interface FacetFilterNode {
  kind: 'facet';
  attribute: string;
  value: string;
  score?: number;
}

/** `attribute <op> value` on numeric values. */
export interface NumericFilterNode {
  kind: 'numeric';
  attribute: string;
  operator: NumericOperator;
  value: number;
  score?: number;
}

/** `attribute:lower TO upper`, both bounds inclusive. */
export interface RangeFilterNode {
  kind: 'range';
  attribute: string;
  lower: number;
  upper: number;
  score?: number;
}

/** `_tags:value` or a bare `value` — compared case-sensitively. */
export interface TagFilterNode {
  kind: 'tag';
  value: string;
  score?: number;
}

export type FilterLeaf = FacetFilterNode | NumericFilterNode | RangeFilterNode | TagFilterNode;

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | FilterLeaf
  | { kind: 'all' };

/** The filter that keeps every record (no filter given). */
export function matchAll(): FilterNode {
  return { kind: 'all' };
}

/** Conjunction: nested ANDs are flattened and `all` dropped; no child left means `all`, one means itself. */
export function and(...children: FilterNode[]): FilterNode {
  const flat: FilterNode[] = [];
  for (const child of children) {
    if (child.kind === 'and') flat.push(...child.children);
    else if (child.kind !== 'all') flat.push(child);
  }
  if (flat.length === 0) return matchAll();
  if (flat.length === 1 && flat[0]) return flat[0];
  return { kind: 'and', children: flat };
}

/**
 * Disjunction: nested ORs are flattened; one child means itself. `all` absorbs the group (x OR everything
 * is everything), and an empty group matches nothing, which is what an OR of no alternatives means.
 */
export function or(...children: FilterNode[]): FilterNode {
  const flat: FilterNode[] = [];
  for (const child of children) {
    if (child.kind === 'all') return matchAll();
    if (child.kind === 'or') flat.push(...child.children);
    else flat.push(child);
  }
  if (flat.length === 1 && flat[0]) return flat[0];
  return { kind: 'or', children: flat };
}

export function not(child: FilterNode): FilterNode {
  return { kind: 'not', child };
}

export function isLeaf(node: FilterNode): node is FilterLeaf {
  return node.kind === 'facet' || node.kind === 'numeric' || node.kind === 'range' || node.kind === 'tag';
}

/** Every leaf of the tree, in reading order (negated leaves included). */
export function leavesOf(node: FilterNode): FilterLeaf[] {
  if (isLeaf(node)) return [node];
  if (node.kind === 'not') return leavesOf(node.child);
  if (node.kind === 'and' || node.kind === 'or') return node.children.flatMap(leavesOf);
  return [];
}
