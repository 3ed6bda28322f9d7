/** A search page's state in the address bar: each parameter with its values, in order. */
export type RouteParams = Record<string, string[]>;

/** '?tab=news&q=…' → params, leaving out `omit` (the keys the page keeps outside the search state). */
export function parseRouteParams(search: string, omit: readonly string[] = []): RouteParams {
  const params: RouteParams = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (omit.includes(key)) continue;
    (params[key] ??= []).push(value);
  }
  return params;
}

/** Params → '?…' ('' when there are none); keys keep their order, repeated keys their values. */
export function toSearchString(...parts: RouteParams[]): string {
  const search = new URLSearchParams();
  for (const params of parts)
    for (const [key, values] of Object.entries(params)) for (const value of values) search.append(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Same values regardless of order (a refinement list is a set). */
export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}
