// Committees named the way a bill history names them ('The Judiciary', 'House Ways and Means', 'Bills in
// the Third Reading') resolved to a state's committees, which we store as published ('Joint Committee on
// Judiciary', 'House Committee on Ways and Means'). A name with no chamber is a joint committee's when the
// state has one by that name, else the committee of the chamber whose clerk wrote the action.
import type { Db } from '../database.js';
import type { CommitteeChamber } from '../types.js';
import { foldName } from './fold-name.js';

export interface StoredCommittee {
  id: number;
  name: string;
  chamber: CommitteeChamber;
}

export interface ResolvedCommittee {
  /** null when the state has no committee by that name (e.g. a committee of an earlier session). */
  committee: StoredCommittee | null;
  chamber: CommitteeChamber;
  /** The name to show: the stored committee's, else the written one in its published form. */
  name: string;
}

const CHAMBER_OF_PREFIX: Record<string, CommitteeChamber> = {
  joint: 'joint',
  house: 'house',
  senate: 'senate',
};
const PREFIX_OF_CHAMBER: Record<CommitteeChamber, string> = {
  joint: 'Joint',
  house: 'House',
  senate: 'Senate',
};
const CHAMBER_OF_BRANCH: Record<string, CommitteeChamber> = { House: 'house', Senate: 'senate' };

/** 'Joint Committee on The Judiciary' → 'judiciary': case, accents, punctuation and a leading 'the' aside. */
export function committeeNameKey(name: string): string {
  return foldName(name)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

/** 'House Ways and Means' / 'House Committee on Ways and Means' → house + 'Ways and Means'. */
function splitChamber(name: string): { chamber: CommitteeChamber | null; rest: string } {
  const match = /^(joint|house|senate)\s+(?:committee\s+on\s+)?(.+)$/i.exec(name.trim());
  const chamber = match?.[1] ? CHAMBER_OF_PREFIX[match[1].toLowerCase()] : undefined;
  return chamber && match?.[2] ? { chamber, rest: match[2] } : { chamber: null, rest: name.trim() };
}

export class CommitteeDirectory {
  private readonly byChamberAndName = new Map<string, StoredCommittee>();

  static async load(db: Db, jurisdictionId: number): Promise<CommitteeDirectory> {
    const rows = await db
      .selectFrom('committees')
      .select(['id', 'name', 'chamber'])
      .where('jurisdiction_id', '=', jurisdictionId)
      .execute();
    const directory = new CommitteeDirectory();
    for (const row of rows) {
      const { rest } = splitChamber(row.name);
      directory.byChamberAndName.set(`${row.chamber} ${committeeNameKey(rest)}`, row);
    }
    return directory;
  }

  private find(chamber: CommitteeChamber, name: string): StoredCommittee | undefined {
    return this.byChamberAndName.get(`${chamber} ${committeeNameKey(name)}`);
  }

  /** `branch`: the chamber whose clerk wrote the referral ('House', 'Senate', 'Joint'). */
  resolve(written: string, branch: string | null): ResolvedCommittee {
    const { chamber: named, rest } = splitChamber(written);
    const branchChamber = branch ? CHAMBER_OF_BRANCH[branch] : undefined;
    const committee = named
      ? this.find(named, rest)
      : (this.find('joint', rest) ?? (branchChamber ? this.find(branchChamber, rest) : undefined));
    if (committee) return { committee, chamber: committee.chamber, name: committee.name };
    // Massachusetts bills get their public hearing from a joint committee, so a name without a chamber
    // that matches none of ours is taken for a joint committee's.
    const chamber = named ?? 'joint';
    return { committee: null, chamber, name: `${PREFIX_OF_CHAMBER[chamber]} Committee on ${rest}` };
  }
}
