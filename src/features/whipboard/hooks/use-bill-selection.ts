import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useBillChoices } from '../api/get-bill-choices';

/** Typing pauses this long before the lookup: one request per number, not per keystroke. */
const LOOKUP_DELAY_MS = 400;

/**
 * The bill a new board is for: typed as a number ('H 100'), or given by id (a link from a bill page);
 * the newest session's bill is chosen until the user picks another.
 */
export function useBillSelection(initialBillId?: number) {
  const [number, setNumber] = useState('');
  const [typed] = useDebouncedValue(number.trim(), LOOKUP_DELAY_MS);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const filter = typed ? { number: typed } : !number.trim() && initialBillId ? { id: initialBillId } : null;
  const lookup = useBillChoices(filter);
  const bills = filter ? (lookup.data ?? []) : [];
  const bill = bills.find((b) => b.id === chosenId) ?? bills[0] ?? null;
  return { number, setNumber, lookup, searching: filter !== null, bills, bill, setChosenId };
}
