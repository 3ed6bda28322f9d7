import type { StateInfo } from '../../../../server/schemas/states';

/** The bill types each chamber of the followed state files, e.g. Missouri's HB, HJR… (GET /api/states). */
export type BillPrefixes = StateInfo['bill_prefixes'];

const SHORT_BILL_NUMBER = /^([hs])(\d+)$/i;

/**
 * Spec §5: a search for 'H123' or 's45' (the whole text, any case) is a bill number typed the short way;
 * it becomes 'HB123' / 'SB45', which the engine matches to 'HB 123' and 'SB 45'. Only where the chamber's
 * first bill type is that letter plus more (Missouri's HB/SB): in Massachusetts 'H' is a bill type of its
 * own and 'H 123' a real number, so nothing is rewritten there. Anything else is unchanged.
 */
export function rewriteBillNumber(query: string, prefixes: BillPrefixes): string {
  const match = SHORT_BILL_NUMBER.exec(query.trim());
  if (!match) return query;
  const letter = match[1]!.toUpperCase();
  const types = (letter === 'H' ? prefixes.house : prefixes.senate).map((type) => type.toUpperCase());
  const full = types[0];
  if (!full || types.includes(letter) || !full.startsWith(letter)) return query;
  return `${full}${match[2]}`;
}

/** The search box's rewrite for a state; none (the query searched as typed) when its types are unknown. */
export const billNumberRewrite =
  (prefixes: BillPrefixes | undefined) =>
  (query: string): string =>
    prefixes ? rewriteBillNumber(query, prefixes) : query;
