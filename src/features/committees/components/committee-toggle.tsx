import type { CommitteeFilter } from '../../../../server/schemas/committees';
import { OptionToggle } from '../../../components/option-toggle';
import { COMMITTEE_VARIANTS, type CommitteesCardVariant } from '../utils/committee-variants';

export interface CommitteeToggleProps {
  variant: CommitteesCardVariant;
  value: CommitteeFilter;
  onChange: (filter: CommitteeFilter) => void;
}

export function CommitteeToggle({ variant, value, onChange }: CommitteeToggleProps) {
  const { label, options } = COMMITTEE_VARIANTS[variant];
  return <OptionToggle label={label} options={options} value={value} onChange={onChange} />;
}
