// malegislature.gov roll calls (/GeneralCourts/{court}/Branches/{branch}/RollCalls/{number}) →
// RollCallRecords. The API gives the voters by member code (Yeas, Nays, Absent) and no tallies of its own,
// so the tallies are counted from the voters ('computed'); the day comes from the bill's history.
import type { BillKey } from '../../../db/import/bill-identifiers.js';
import type { ActionRecord, RollCallRecord, VoterRecord } from '../../../db/import/records.js';
import { rollCallDay } from './history-records.js';

const CHAMBER_OF_BRANCH: Record<string, 'house' | 'senate'> = { house: 'house', senate: 'senate' };

function membersOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((member) => {
    const code = (member as { MemberCode?: unknown } | null)?.MemberCode;
    return typeof code === 'string' && code ? [code] : [];
  });
}

export type RollCallOutcome = { record: RollCallRecord } | { rejected: string };

export function rollCallFromResponse(
  body: unknown,
  context: { court: string; bill: BillKey; actions: readonly ActionRecord[] },
): RollCallOutcome {
  const rollCall = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const branch = typeof rollCall.Branch === 'string' ? rollCall.Branch : '';
  const chamber = CHAMBER_OF_BRANCH[branch.toLowerCase()];
  const number = rollCall.RollCallNumber;
  if (!chamber || typeof number !== 'number') return { rejected: 'roll call without a branch or number' };
  const day = rollCallDay(context.actions, branch, number);
  if (!day) return { rejected: "roll call not cited in its bill's history (no day)" };
  const voters = (codes: unknown, option: string): VoterRecord[] =>
    membersOf(codes).map((code) => ({ personId: null, code, name: code, option }));
  const citing = context.actions.find((action) => action.date === day && action.branch === branch);
  return {
    record: {
      externalId: `malegislature:${context.court}:rollcall:${branch}:${number}`,
      bill: { externalId: null, key: context.bill },
      chamber,
      date: day,
      motion:
        (typeof rollCall.QuestionMotion === 'string' && rollCall.QuestionMotion) ||
        citing?.text ||
        `${branch} roll call ${number}`,
      result: null,
      rollCallNumber: number,
      publishedCounts: [],
      voters: [
        ...voters(rollCall.Yeas, 'yes'),
        ...voters(rollCall.Nays, 'no'),
        ...voters(rollCall.Absent, 'absent'),
      ],
      sourceUrl:
        typeof rollCall.DownloadUrl === 'string' && rollCall.DownloadUrl ? rollCall.DownloadUrl : null,
    },
  };
}
