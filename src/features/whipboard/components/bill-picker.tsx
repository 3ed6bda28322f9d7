import { Loader, NativeSelect, Text, TextInput } from '@mantine/core';
import type { useBillSelection } from '../hooks/use-bill-selection';

export interface BillPickerProps {
  selection: ReturnType<typeof useBillSelection>;
}

/** The optional bill of a new board: a number box, then which bill (and session) it found. */
export function BillPicker({ selection }: BillPickerProps) {
  const { number, setNumber, lookup, searching, bills, bill, setChosenId } = selection;
  let result = null;
  if (searching && lookup.isFetching) result = <Loader size="xs" aria-label="Looking up the bill…" />;
  else if (searching && lookup.isError)
    result = (
      <Text size="sm" c="red">
        {lookup.error.message}
      </Text>
    );
  else if (searching && bills.length === 0) result = <Text size="sm">No bill has that number.</Text>;
  else if (bills.length > 1)
    result = (
      <NativeSelect
        label="Which bill"
        size="md"
        value={String(bill?.id ?? '')}
        onChange={(event) => setChosenId(Number(event.currentTarget.value))}
        data={bills.map((b) => ({
          value: String(b.id),
          label: `${b.bill_type_number} (${b.session_name}): ${b.title}`,
        }))}
      />
    );
  else if (bill)
    result = (
      <Text size="sm">
        {bill.bill_type_number} ({bill.session_name}): {bill.title}
      </Text>
    );
  return (
    <>
      <TextInput
        label="Bill number"
        description="Optional, e.g. H 100. Leave it empty to count votes on a question of your own."
        size="md"
        maxLength={20}
        autoComplete="off"
        value={number}
        onChange={(event) => setNumber(event.currentTarget.value)}
      />
      {result && <div aria-live="polite">{result}</div>}
    </>
  );
}
