// A bill history as the General Court's clerks keep it (malegislature.gov's DocumentHistoryActions, and
// MAPLE's copy of them): in the clerks' order by day. Within a day the instants are not that order (most
// say midnight, a few the minute of entry: H4002's 'Enacted' precedes the preamble adopted that
// afternoon), so only the day is sorted on and the stable sort keeps the source's order.
import type { ActionRecord } from './records.js';

export function inClerksOrder(actions: ActionRecord[]): ActionRecord[] {
  return actions.sort((a, b) => a.date.localeCompare(b.date));
}
