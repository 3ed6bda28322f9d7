// malegislature.gov DocumentHistoryActions → the history of a BillRecord, as MAPLE's file records the same
// actions (maple-history.ts): the day each was entered at the State House, in the clerks' order. The API
// writes Boston wall-clock time without an offset ('2025-02-27T10:38:52.3833333'), so the day is its
// date part; MAPLE's copy converted those instants to UTC, which legislatureDay() turns back.
import { inClerksOrder } from '../../../db/import/bill-histories.js';
import type { ActionRecord } from '../../../db/import/records.js';

/** The history, or null for a response that is not one (reported by the caller, never written). */
export function historyFromResponse(body: unknown): ActionRecord[] | null {
  if (!Array.isArray(body)) return null;
  const actions: ActionRecord[] = [];
  for (const entry of body as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const {
      Date: date,
      Branch: branch,
      Action: text,
      IsStricken: stricken,
    } = entry as Record<string, unknown>;
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date) || typeof text !== 'string') return null;
    // An action struck from the record is no longer part of the bill's history.
    if (stricken === true) continue;
    actions.push({
      date: date.slice(0, 10),
      branch: typeof branch === 'string' && branch ? branch : null,
      text,
    });
  }
  return inClerksOrder(actions);
}

/**
 * The day of a roll call: the API's roll call has none, but the bill's history cites it on the day it was
 * taken ('Enacted - 155 YEAS to 0 NAYS (See YEA and NAY No. 203)' in the House, 'Enacted -see Roll Call
 * #199 (Yeas39 to Nays 0)' in the Senate). Null when the history does not cite it (yet).
 */
/** The roll calls a history cites, by branch and number (the same wording rollCallDay reads). */
export function citedRollCalls(
  actions: readonly ActionRecord[],
): { branch: string; rollCallNumber: number }[] {
  const cited = new Map<string, { branch: string; rollCallNumber: number }>();
  for (const action of actions) {
    if (!action.branch) continue;
    for (const match of action.text.matchAll(/(?:YEA and NAY No\.|Roll Call #)\s*(\d+)/gi)) {
      const rollCallNumber = Number(match[1]);
      cited.set(`${action.branch} ${rollCallNumber}`, { branch: action.branch, rollCallNumber });
    }
  }
  return [...cited.values()];
}

export function rollCallDay(
  actions: readonly ActionRecord[],
  branch: string,
  rollCallNumber: number,
): string | null {
  const cites = new RegExp(String.raw`(?:YEA and NAY No\.|Roll Call #)\s*${rollCallNumber}\b`, 'i');
  const citing = actions.find((action) => action.branch === branch && cites.test(action.text));
  return citing?.date ?? null;
}
