import type { LegislatorChamberFilter } from '../../../../server/schemas/legislators';
import { OptionToggle } from '../../../components/option-toggle';
import { LEGISLATOR_CHAMBER_OPTIONS } from '../utils/chamber-options';

export interface LegislatorChamberToggleProps {
  value: LegislatorChamberFilter;
  onChange: (chamber: LegislatorChamberFilter) => void;
}

export function LegislatorChamberToggle({ value, onChange }: LegislatorChamberToggleProps) {
  return (
    <OptionToggle label="Chamber" options={LEGISLATOR_CHAMBER_OPTIONS} value={value} onChange={onChange} />
  );
}
