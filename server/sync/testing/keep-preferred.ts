// How recordings are cut down to `limitBills`: the bills with the most to show (real responses, histories,
// roll calls) are kept first, the rest in source order; what is kept stays in the source's order.

export function keepPreferred<T>(
  items: T[],
  limit: number | undefined,
  preferred: (item: T) => boolean,
): T[] {
  if (limit === undefined || items.length <= limit) return items;
  const kept = new Set(
    [...items.filter(preferred), ...items.filter((item) => !preferred(item))].slice(0, limit),
  );
  return items.filter((item) => kept.has(item));
}
