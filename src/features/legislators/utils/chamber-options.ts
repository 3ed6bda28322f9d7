import type { LegislatorChamberFilter } from '../../../../server/schemas/legislators';
import type { ToggleOption } from '../../../components/option-toggle';

export const LEGISLATOR_CHAMBER_OPTIONS = [
  { value: 'house', label: 'House' },
  { value: 'senate', label: 'Senate' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly ToggleOption<LegislatorChamberFilter>[];

export const DEFAULT_LEGISLATOR_CHAMBER: LegislatorChamberFilter = 'house';

export const CHAMBER_NAMES = { house: 'House', senate: 'Senate' } as const;
