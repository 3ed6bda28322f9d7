// Spec §2: these prefixes are stripped from displayed committee names ('Joint Committee on Education' →
// 'Education'). Longest first so 'House Committee of' is not half-matched by a shorter prefix.
const committeePrefixes = [
  'Joint Committee on',
  'House Committee on',
  'House Committee of',
  'Senate Committee on',
];

export function stripCommitteePrefix(name: string): string {
  for (const prefix of committeePrefixes) {
    if (name.toLowerCase().startsWith(prefix.toLowerCase() + ' ')) return name.slice(prefix.length).trim();
  }
  return name;
}
