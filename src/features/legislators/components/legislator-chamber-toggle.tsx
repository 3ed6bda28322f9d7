import type { LegislatorChamberFilter } from '../../../../server/schemas/legislators';
import { OptionToggle, type ToggleOption } from '../../../components/option-toggle';

export interface LegislatorChamberToggleProps {
  /** LEGISLATOR_CHAMBER_OPTIONS on the full page, LEGISLATOR_CARD_CHAMBER_OPTIONS on the dashboard. */
  options: readonly ToggleOption<LegislatorChamberFilter>[];
  value: LegislatorChamberFilter;
  onChange: (chamber: LegislatorChamberFilter) => void;
}

export function LegislatorChamberToggle({ options, value, onChange }: LegislatorChamberToggleProps) {
  return <OptionToggle label="Chamber" options={options} value={value} onChange={onChange} />;
}
