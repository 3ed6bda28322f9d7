import type { BillDisplay } from '../../../../server/schemas/bills';
import type { ToggleOption } from '../../../components/option-toggle';

export const BILL_DISPLAY_OPTIONS = [
  { value: 'new', label: 'New' },
  { value: 'law', label: 'Laws' },
  { value: 'viewed', label: 'Viewed' },
] as const satisfies readonly ToggleOption<BillDisplay>[];

/** New bills first: a visitor who is not signed in has no viewed bills to show. */
export const DEFAULT_BILL_DISPLAY: BillDisplay = 'new';

/** Spec §2 empty texts, verbatim: the viewed list has its own, the others the generic one. */
export const BILL_LIST_EMPTY_TEXT: Record<BillDisplay, string> = {
  viewed: "You don't have any recently viewed bills.",
  law: 'No bills to show.',
  new: 'No bills to show.',
};

/** Where each list's 'View all' leads: laws to the laws browser, the others to the bill list. */
export const BILL_DISPLAY_VIEW_ALL: Record<BillDisplay, { to: string; label: string }> = {
  viewed: { to: '/app/bills', label: 'bills' },
  law: { to: '/laws', label: 'laws' },
  new: { to: '/app/bills', label: 'bills' },
};
