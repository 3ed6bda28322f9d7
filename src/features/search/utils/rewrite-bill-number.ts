const SHORT_BILL_NUMBER = /^([hs])(\d+)$/i;

/**
 * Spec §5: a search for 'H123' or 's45' (the whole text, any case) is a bill number typed the short way;
 * it becomes 'HB123' / 'SB45', which the engine matches to 'H 123' and 'S 45'. Anything else is unchanged.
 */
export function rewriteBillNumber(query: string): string {
  const match = SHORT_BILL_NUMBER.exec(query.trim());
  if (!match) return query;
  return `${match[1]!.toUpperCase()}B${match[2]}`;
}
