import { TextInput } from '@mantine/core';
import { parseJournalDate } from '../utils/journal-sections';

export interface JournalDateInputProps {
  /** YYYY-MM-DD, or null while the default day is loading. */
  value: string | null;
  onChange: (date: string) => void;
}

/** The journal's date picker: the phone's own date picker (a native date input), labelled. */
export function JournalDateInput({ value, onChange }: JournalDateInputProps) {
  return (
    <TextInput
      type="date"
      label="Journal date"
      value={value ?? ''}
      disabled={value === null}
      // Mantine's md input is 42 px; thumbs need 44 (WCAG 2.5.5).
      styles={{ input: { minHeight: 44 } }}
      // A cleared or half-typed date keeps the journal on the last complete day.
      onChange={(event) => {
        const date = parseJournalDate(event.currentTarget.value);
        if (date) onChange(date);
      }}
    />
  );
}
