// Committee names as bill histories write them ('The Judiciary', 'House Ways and Means') resolved to
// malegislature.gov committee codes, by the same rule as the importer's committee-names.ts: a name
// without a chamber is the joint committee's when there is one, else the referring branch's.
import { committeeNameKey } from '../../db/import/committee-names.js';

export type CommitteeBranch = 'Joint' | 'House' | 'Senate';

export interface KnownCommittee {
  code: string;
  branch: CommitteeBranch;
  /** 'Joint Committee on the Judiciary'. */
  fullName: string;
}

export interface ResolvedCommittee {
  code: string | null;
  branch: CommitteeBranch;
  fullName: string;
}

const BRANCHES: Record<string, CommitteeBranch> = { joint: 'Joint', house: 'House', senate: 'Senate' };

/** 'House Committee on Ways and Means' / 'House Ways and Means' → House + 'Ways and Means'. */
export function splitBranch(name: string): { branch: CommitteeBranch | null; rest: string } {
  const match = /^(joint|house|senate)\s+(?:committee\s+on\s+)?(.+)$/i.exec(name.trim());
  const branch = match?.[1] ? BRANCHES[match[1].toLowerCase()] : undefined;
  return branch && match?.[2] ? { branch, rest: match[2] } : { branch: null, rest: name.trim() };
}

export class CommitteeDirectory {
  private readonly byBranchAndName = new Map<string, KnownCommittee>();

  /** The first committee given under a name wins, so give the more authoritative source first. */
  add(committee: KnownCommittee): void {
    const { rest } = splitBranch(committee.fullName);
    const key = `${committee.branch} ${committeeNameKey(rest)}`;
    if (!this.byBranchAndName.has(key)) this.byBranchAndName.set(key, committee);
  }

  private find(branch: CommitteeBranch, name: string): KnownCommittee | undefined {
    return this.byBranchAndName.get(`${branch} ${committeeNameKey(name)}`);
  }

  /** `actionBranch`: the branch whose clerk wrote the referral ('House', 'Senate', 'Joint'). */
  resolve(written: string, actionBranch: string): ResolvedCommittee {
    const { branch: named, rest } = splitBranch(written);
    const clerkBranch = actionBranch === 'House' || actionBranch === 'Senate' ? actionBranch : undefined;
    const found = named
      ? this.find(named, rest)
      : (this.find('Joint', rest) ?? (clerkBranch ? this.find(clerkBranch, rest) : undefined));
    if (found) return { code: found.code, branch: found.branch, fullName: found.fullName };
    const branch = named ?? 'Joint';
    return { code: null, branch, fullName: `${branch} Committee on ${rest}` };
  }
}
