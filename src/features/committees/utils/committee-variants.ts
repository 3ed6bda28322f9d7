import type { CommitteeFilter } from '../../../../server/schemas/committees';
import type { ToggleOption } from '../../../components/option-toggle';

export type CommitteesCardVariant = 'chamber' | 'kind' | 'chamber-alt';

interface VariantConfig {
  /** Accessible name of the toggle. */
  label: string;
  /** The first option is the default. */
  options: readonly [ToggleOption<CommitteeFilter>, ...ToggleOption<CommitteeFilter>[]];
}

const JOINT = { value: 'joint', label: 'Joint' } as const;
const HOUSE = { value: 'house', label: 'House' } as const;
const SENATE = { value: 'senate', label: 'Senate' } as const;

/** The three Committees card variants of spec §2; Joint leads the default 'chamber' variant. */
export const COMMITTEE_VARIANTS: Record<CommitteesCardVariant, VariantConfig> = {
  chamber: { label: 'Chamber', options: [JOINT, HOUSE, SENATE] },
  kind: {
    label: 'Committee type',
    options: [
      { value: 'standing', label: 'Standing' },
      { value: 'floor', label: 'Floor' },
    ],
  },
  'chamber-alt': { label: 'Chamber', options: [HOUSE, SENATE, JOINT] },
};
