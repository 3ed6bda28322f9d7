import { SegmentedControl } from '@mantine/core';

export interface ToggleOption<V extends string> {
  value: V;
  label: string;
}

export interface OptionToggleProps<V extends string> {
  /** Accessible name of the radio group, e.g. 'Chamber'. */
  label: string;
  options: readonly ToggleOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A labelled segmented radio group (arrow keys move between options) for chamber and kind toggles. */
export function OptionToggle<V extends string>({ label, options, value, onChange }: OptionToggleProps<V>) {
  return (
    <SegmentedControl
      aria-label={label}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={(next) => onChange(next as V)}
    />
  );
}
