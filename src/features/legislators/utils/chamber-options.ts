import type { LegislatorChamberFilter, LegislatorSummary } from '../../../../server/schemas/legislators';
import type { ToggleOption } from '../../../components/option-toggle';

/** The full Legislators page's choices, and the values its ?chamber= accepts: the executive branch too. */
export const LEGISLATOR_CHAMBER_OPTIONS = [
  { value: 'house', label: 'House' },
  { value: 'senate', label: 'Senate' },
  { value: 'executive', label: 'Executive' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly ToggleOption<LegislatorChamberFilter>[];

/** The dashboard card's toggle as spec §2 gives it: House, Senate, Inactive. */
export const LEGISLATOR_CARD_CHAMBER_OPTIONS = LEGISLATOR_CHAMBER_OPTIONS.filter(
  (option) => option.value !== 'executive',
);

export const DEFAULT_LEGISLATOR_CHAMBER: LegislatorChamberFilter = 'house';

/** What a list says when it has nobody, and when nobody matches the name filter. */
export function legislatorListTexts(chamber: LegislatorChamberFilter) {
  return chamber === 'executive'
    ? {
        empty: 'No executive officials in the source data.',
        noMatch: (filter: string) => `No officials match “${filter}”.`,
      }
    : {
        empty: 'No legislators to show.',
        noMatch: (filter: string) => `No legislators match “${filter}”.`,
      };
}

export const CHAMBER_NAMES: Record<LegislatorSummary['chamber'], string> = {
  house: 'House',
  senate: 'Senate',
  executive: 'Executive branch',
};
