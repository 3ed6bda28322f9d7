/** A route's `:id` as a positive integer, or null for anything else ('12abc', '0', '-1', undefined). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
