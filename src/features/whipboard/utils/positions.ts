import type { WhipCounts, WhipPosition } from '../../../../server/schemas/whipboard';

/** The five columns, left to right (spec §2); the server's list, checked against its type. */
export const POSITIONS = [
  'Yes',
  'Lean Yes',
  'Toss-Up',
  'Lean No',
  'No',
] as const satisfies readonly WhipPosition[];

/** Spec §7 count keys for each column. */
export const COUNT_KEYS: Record<WhipPosition, keyof WhipCounts> = {
  Yes: 'Yes',
  'Lean Yes': 'LeanYes',
  'Toss-Up': 'TossUp',
  'Lean No': 'LeanNo',
  No: 'No',
};
