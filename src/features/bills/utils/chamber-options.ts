import type { ToggleOption } from '../../../components/option-toggle';
import type { BillChamberFilter } from '../api/keys';

export const BILL_CHAMBER_OPTIONS = [
  { value: 'house', label: 'House' },
  { value: 'senate', label: 'Senate' },
  { value: 'all', label: 'All' },
] as const satisfies readonly ToggleOption<BillChamberFilter>[];

export const DEFAULT_BILL_CHAMBER: BillChamberFilter = 'all';
