// Open States vote events as both of its formats give them (bulk CSV 2.1 and API v3 VoteEvent): the
// chamber of the voting organization, the roll call's number and the source that records the vote.

/** organization classification → chamber; committees and others take no roll call of ours. */
export function chamberOfClassification(
  classification: string | null | undefined,
): 'house' | 'senate' | null {
  if (classification === 'lower') return 'house';
  if (classification === 'upper') return 'senate';
  return null;
}

/** 'HV #3312' or '45' → 3312 / 45: the first number the identifier writes, if any. */
export function rollCallNumberOf(identifier: string | null | undefined): number | null {
  const match = /\d+/.exec(identifier ?? '');
  return match ? Number(match[0]) : null;
}

/**
 * The vote's record: the source noted as the vote record ('Vote record pdf': the House's roll calls of
 * the year) over a general listing ('House journal listing', the journal's index page, listed first for
 * every House vote), else the first listed (the Senate's one journal PDF).
 */
export function voteRecordSource(
  sources: readonly { url?: string | null; note?: string | null }[],
): string | null {
  let chosen: { url: string; note: string } | null = null;
  for (const source of sources) {
    if (!source.url) continue;
    const candidate = { url: source.url, note: source.note ?? '' };
    if (!chosen || (!isVoteRecord(chosen.note) && isVoteRecord(candidate.note))) chosen = candidate;
  }
  return chosen?.url ?? null;
}

function isVoteRecord(note: string): boolean {
  return /\bvote record\b/i.test(note);
}
