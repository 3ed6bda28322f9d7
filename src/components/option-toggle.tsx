import { useId } from 'react';
import classes from './option-toggle.module.css';

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

/**
 * A labelled segmented radio group for chamber and kind toggles: native radios, so arrow keys move
 * between options and screen readers announce 'radio, 2 of 3'.
 */
export function OptionToggle<V extends string>({ label, options, value, onChange }: OptionToggleProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
