// The four lazily loaded tabs of a bill search hit (spec §2, §7), as HTML fragments the page places in
// the tab. Short, mobile-friendly markup: lists rather than tables, no inline styles or scripts.
import { formatDisplayDate } from '../../news/display-date.js';
import { markup, type SafeHtml } from './html.js';

export interface HistoryAction {
  action_date: string;
  branch: string | null;
  action_text: string;
}

/** `actionsKnown` false: the source has no history for the bill, which is not the same as none yet. */
export function historyFragment(actions: readonly HistoryAction[], actionsKnown = true): SafeHtml {
  if (actions.length === 0 && !actionsKnown) {
    return markup`<p>History not in the source data: the official source lists this bill's actions.</p>`;
  }
  if (actions.length === 0) return markup`<p>No actions recorded yet.</p>`;
  // Newest first: a reader of search results wants where the bill stands now.
  const items = [...actions].reverse().map((action) => {
    const date = markup`<time datetime="${action.action_date}">${formatDisplayDate(action.action_date)}</time>`;
    const branch = action.branch ? markup` · ${action.branch}` : '';
    return markup`<li>${date}${branch}<br>${action.action_text}</li>`;
  });
  return markup`<ol class="bill-history" reversed>${items}</ol>`;
}

export interface RelatedBill {
  id: number;
  url: string;
  bill_type_number: string;
  title: string;
  session_name: string;
  session_start_date: string;
  sponsor: string | null;
  status: string | null;
  progress: string | null;
  session_law: string | null;
}

function whenFiled(related: RelatedBill, sessionStartDate: string): string {
  if (related.session_start_date < sessionStartDate) return 'earlier session';
  if (related.session_start_date > sessionStartDate) return 'later session';
  return 'same session';
}

/** P.P.T.: the same proposal filed in other sessions or twice in this one (related-bills-repository.ts). */
export function pptFragment(related: readonly RelatedBill[], sessionStartDate: string): SafeHtml {
  if (related.length === 0) {
    return markup`<p>No other filing of this bill was found: no bill in any session has the same title.</p>`;
  }
  const items = related.map((bill) => {
    const heading = markup`<a href="${bill.url}">${bill.bill_type_number}</a> · ${bill.session_name} (${whenFiled(bill, sessionStartDate)})`;
    const sponsor = bill.sponsor ? markup`<br>Sponsor: ${bill.sponsor}` : '';
    const law = bill.session_law ? markup`, ${bill.session_law}` : '';
    const outcome =
      bill.progress === null ? 'not in the source data' : `${bill.progress} (${bill.status ?? 'no status'})`;
    return markup`<li>${heading}<br>${bill.title}${sponsor}<br>Outcome: ${outcome}${law}</li>`;
  });
  return markup`<p>The same proposal filed elsewhere (bills with the same title), newest session first:</p><ul class="bill-ppt">${items}</ul>`;
}

export function listFragment(items: readonly string[], empty: string, className: string): SafeHtml {
  if (items.length === 0) return markup`<p>${empty}</p>`;
  return markup`<ul class="${className}">${items.map((item) => markup`<li>${item}</li>`)}</ul>`;
}
