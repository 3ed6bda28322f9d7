// The furthest stage a Massachusetts bill reached (bills.progress), read from its action history.
// The phrases are the General Court's own clerk wording as it appears on malegislature.gov, e.g.
// 'Referred to the committee on Revenue', 'Read third and passed to be engrossed',
// 'Enacted and laid before the Governor', 'Signed by the Governor, Chapter 253 of the Acts of 2022'.
export type BillProgress =
  'Filed' | 'In committee' | 'Reported' | 'Passed one chamber' | 'Passed both' | 'Signed' | 'Vetoed';

const STAGES: readonly BillProgress[] = [
  'Filed',
  'In committee',
  'Reported',
  'Passed one chamber',
  'Passed both',
  'Vetoed',
  'Signed',
];

interface Action {
  action_text: string;
  branch: string | null;
}

function stageOf(action: Action, engrossedIn: Set<string>): BillProgress {
  const text = action.action_text;
  if (/^Signed by the Governor|^Became law without the Governor|veto (was )?overridden/i.test(text))
    return 'Signed';
  if (/^Vetoed by the Governor/i.test(text)) return 'Vetoed';
  if (/^Enacted\b/i.test(text)) return 'Passed both';
  if (/passed to be engrossed/i.test(text)) {
    engrossedIn.add(action.branch ?? '');
    return engrossedIn.has('House') && engrossedIn.has('Senate') ? 'Passed both' : 'Passed one chamber';
  }
  if (/^(Bill |Order )?reported favorably|^Committee reported|^Reported\b/i.test(text)) return 'Reported';
  if (/^Referred to the committee/i.test(text)) return 'In committee';
  return 'Filed';
}

/** Actions in order; a later veto override or signature outranks a veto. */
export function progressFromActions(actions: readonly Action[]): BillProgress {
  const engrossedIn = new Set<string>();
  let furthest = 0;
  for (const action of actions) furthest = Math.max(furthest, STAGES.indexOf(stageOf(action, engrossedIn)));
  return STAGES[furthest] ?? 'Filed';
}
