/** Chamber prefixes the lists leave out (spec §2), longest-first is not needed: none is a prefix of another. */
const COMMITTEE_PREFIX =
  /^\s*(?:Joint Committee on|House Committee on|House Committee of|Senate Committee on)\s+/i;

/** 'Joint Committee on Education' → 'Education'. Names without a known prefix, or only a prefix, are kept. */
export function stripCommitteePrefix(committeeName: string): string {
  const stripped = committeeName.replace(COMMITTEE_PREFIX, '').trim();
  return stripped || committeeName.trim();
}
