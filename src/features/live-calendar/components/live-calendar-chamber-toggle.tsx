import { OptionToggle } from '../../../components/option-toggle';
import type { LiveCalendarChamber } from '../api/keys';
import { LIVE_CALENDAR_CHAMBER_OPTIONS } from '../utils/chamber-options';

export function LiveCalendarChamberToggle({
  value,
  onChange,
}: {
  value: LiveCalendarChamber;
  onChange: (chamber: LiveCalendarChamber) => void;
}) {
  return (
    <OptionToggle label="Chamber" options={LIVE_CALENDAR_CHAMBER_OPTIONS} value={value} onChange={onChange} />
  );
}
