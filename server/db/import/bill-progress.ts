// The furthest stage a Massachusetts bill reached (bills.progress) and the law it became (session_law),
// read from its action history. Every rule below is the General Court's clerk wording as the MAPLE file
// of the 192nd (malegislature.gov BillHistory) writes it, e.g.
//   'Referred to the committee on Revenue', 'Read third and passed to be engrossed',
//   'Enacted and laid before the Governor', 'Signed by the Governor, Chapter 253 of the Acts of 2022',
//   'Signed (in part) by the Governor, Chapter 24 of the Acts of 2021' (a budget with line-item vetoes),
//   'Governor returned to the House with veto', 'Passed over veto - 130 YEAS to 28 NAYS …',
//   'Chapter 66 of the Acts of 2021' (the Senate clerk's entry after an override).
// Wordings the file does not have but the legislature uses ('Vetoed by the Governor', 'Became law without
// the Governor's signature', 'Governor's veto overridden') are read the same way.
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
  text: string;
  branch: string | null;
  /** Open States' classification of the action, where the source has one (other states' wording). */
  classification?: readonly string[];
}

/** A chapter of the session laws, wherever the action names it. */
const SESSION_LAW = /\bChapter\s+(\d+)\s+of\s+the\s+(Acts|Resolves)\s+of\s+(\d{4})\b/i;

/** 'Chapter 24 of the Acts of 2021' as the laws page and the legislature write it, or null. */
export function sessionLawIn(text: string): string | null {
  const match = SESSION_LAW.exec(text);
  if (!match) return null;
  const kind = match[2]?.toLowerCase() === 'resolves' ? 'Resolves' : 'Acts';
  return `Chapter ${match[1]} of the ${kind} of ${match[3]}`;
}

/**
 * Became law: a chapter number, a signature (whole or in part), no signature needed, or the whole bill
 * passed over a veto. 'Item 1595-6370 passed over veto' and 'Section 5 passed over veto' restore a part
 * of a bill already signed in part, so they say nothing new about the bill.
 */
function becameLaw(text: string): boolean {
  return (
    SESSION_LAW.test(text) ||
    /^Signed\b/i.test(text) ||
    /^Became law without/i.test(text) ||
    /^Passed over veto\b/i.test(text) ||
    /^(Governor'?s\s+)?veto\s+(was\s+)?overridden/i.test(text)
  );
}

/**
 * Vetoed as a whole. 'Governor returned to the House with vetoes and amendments to certain sections'
 * and '… with disapproval of section 3' are line-item vetoes of a bill signed in part: not a veto of it.
 */
function vetoed(text: string): boolean {
  return /^Vetoed by the Governor/i.test(text) || /^Governor returned\b.*\bwith veto$/i.test(text);
}

function stageOf(action: Action, engrossedIn: Set<string>): BillProgress {
  const text = action.text.trim();
  if (becameLaw(text)) return 'Signed';
  if (vetoed(text)) return 'Vetoed';
  // 'Enacted', 'Re-enacted', 'Again enacted and again laid before the Governor', and 'Enacted as
  // section 6 of the General Appropriation Bill' (a section returned for amendment: enacted, not yet law).
  if (/^(Re-)?enacted\b|^Again enacted\b/i.test(text)) return 'Passed both';
  if (/passed to be engrossed/i.test(text)) {
    engrossedIn.add(action.branch ?? '');
    return engrossedIn.has('House') && engrossedIn.has('Senate') ? 'Passed both' : 'Passed one chamber';
  }
  if (/^(Bill |Order )?reported favorably|^Committee reported|^Reported\b/i.test(text)) return 'Reported';
  if (/^Referred to the committee/i.test(text)) return 'In committee';
  return 'Filed';
}

/**
 * Other legislatures word their clerks' entries otherwise; Open States classifies every action
 * (openstates-core's action classifications), which says the same for any state.
 */
function classifiedStageOf(action: Action, passedIn: Set<string>): BillProgress {
  const kinds = new Set(action.classification ?? []);
  if (kinds.has('became-law') || kinds.has('executive-signature') || kinds.has('veto-override-passage'))
    return 'Signed';
  if (kinds.has('executive-veto')) return 'Vetoed';
  if (kinds.has('passage')) {
    passedIn.add(action.branch ?? '');
    return passedIn.has('House') && passedIn.has('Senate') ? 'Passed both' : 'Passed one chamber';
  }
  if ([...kinds].some((kind) => kind.startsWith('committee-passage'))) return 'Reported';
  if (kinds.has('referral-committee')) return 'In committee';
  return 'Filed';
}

/** Actions in order; a later veto override or signature outranks a veto. */
export function progressFromActions(actions: readonly Action[]): BillProgress {
  const engrossedIn = new Set<string>();
  const passedIn = new Set<string>();
  let furthest = 0;
  for (const action of actions) {
    const stage = Math.max(
      STAGES.indexOf(stageOf(action, engrossedIn)),
      STAGES.indexOf(classifiedStageOf(action, passedIn)),
    );
    furthest = Math.max(furthest, stage);
  }
  return STAGES[furthest] ?? 'Filed';
}

/** The session law a bill became: the last chapter its history names (one per bill in the 192nd). */
export function sessionLawFromActions(actions: readonly Action[]): string | null {
  let law: string | null = null;
  for (const action of actions) law = sessionLawIn(action.text) ?? law;
  return law;
}
