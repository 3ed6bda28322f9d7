// Best-effort resolution of a legislator named by malegislature.gov ({ Id: 'S_G1', Name: 'Sean Garballey' }).
// First the member code: Open States keeps it in `extras.member code` (legislators.member_code) and in
// the profile link (…/Legislators/Profile/S_G1), which may be an older one; codes change when a member
// moves chamber, so then the name, reduced to first + last word ('Dylan A. Fernandes' and 'Dylan
// Fernandes' both become 'dylan fernandes'), among the person's names: the one Open States shows, given +
// family name, their other_names ('Ronald Mariano' for Ron Mariano) and the legislature's e-mail address
// (jacob.oliveira@masenate.gov for 'Jake Oliveira'). A name shared by two people resolves to no one.
import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import { foldName } from './fold-name.js';

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

export function nameKey(name: string): string | null {
  const words = foldName(name)
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !SUFFIXES.has(word));
  const first = words[0];
  const last = words.at(-1);
  return first && last && words.length > 1 ? `${first} ${last}` : null;
}

/** legislators.other_names: a JSON array of strings (anything else reads as none). */
export function otherNames(json: string): string[] {
  try {
    const names: unknown = JSON.parse(json);
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

function profileMemberCode(profileUrl: string | null): string | null {
  return profileUrl ? (/\/Profile\/([A-Za-z0-9_]+)\/?$/i.exec(profileUrl)?.[1]?.toUpperCase() ?? null) : null;
}

export class LegislatorMatcher {
  private readonly byCode = new Map<string, number>();
  private readonly byName = new Map<string, Set<number>>();

  /** The legislators of one state: a name never resolves to a namesake in another legislature. */
  static async load(db: Kysely<Database>, jurisdictionId: number): Promise<LegislatorMatcher> {
    const rows = await db
      .selectFrom('legislators')
      .select([
        'id',
        'full_name',
        'given_name',
        'family_name',
        'email',
        'profile_url',
        'other_names',
        'member_code',
      ])
      .where('jurisdiction_id', '=', jurisdictionId)
      .execute();
    const matcher = new LegislatorMatcher();
    // The profile link's code first, so the code Open States gives as current wins where they differ.
    for (const row of rows) {
      const code = profileMemberCode(row.profile_url);
      if (code) matcher.byCode.set(code, row.id);
    }
    for (const row of rows) {
      if (row.member_code) matcher.byCode.set(row.member_code.toUpperCase(), row.id);
      const emailName = row.email?.split('@')[0]?.replace(/\./g, ' ') ?? '';
      const names = [
        row.full_name,
        `${row.given_name ?? ''} ${row.family_name ?? ''}`,
        emailName,
        ...otherNames(row.other_names),
      ];
      for (const key of new Set(names.map(nameKey))) {
        if (key) matcher.byName.set(key, (matcher.byName.get(key) ?? new Set()).add(row.id));
      }
    }
    return matcher;
  }

  match(member: { code?: string | null; name: string }): number | null {
    const byCode = member.code ? this.byCode.get(member.code.toUpperCase()) : undefined;
    if (byCode !== undefined) return byCode;
    const key = nameKey(member.name);
    const candidates = key ? this.byName.get(key) : undefined;
    const [only, ...others] = candidates ?? [];
    return only !== undefined && others.length === 0 ? only : null;
  }
}
