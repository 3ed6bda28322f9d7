import { Button, Checkbox, Group, Text } from '@mantine/core';
import type { BillHitRef } from './bill-hit-actions';
import classes from './bill-selection.module.css';
import { useBillSelection } from './bill-selection';
import { countOf } from '../../../utils/count-of';

/** A bill hit's select box, named after its bill ('Select H 123'): many hits show one. */
export function BillSelectCheckbox({ bill }: { bill: BillHitRef }) {
  const selection = useBillSelection();
  if (!selection) return null;
  return (
    <label className={classes.select}>
      <Checkbox
        aria-label={`Select ${bill.bill_type_number}`}
        checked={selection.isSelected(bill.id)}
        onChange={(event) => selection.setSelected(bill, event.currentTarget.checked)}
      />
    </label>
  );
}

export interface SelectPageButtonProps {
  bills: readonly BillHitRef[];
  /** @default 'Select all on this page' (the AI-assisted variant says 'Select all bills on this page') */
  label?: string;
}

/** Spec §2 'Select all bills on this page': adds the page's bills to the selection. */
export function SelectPageButton({ bills, label = 'Select all on this page' }: SelectPageButtonProps) {
  const selection = useBillSelection();
  if (!selection || bills.length === 0) return null;
  const allSelected = bills.every((bill) => selection.isSelected(bill.id));
  return (
    <Button
      variant="subtle"
      h={44}
      px="xs"
      mb="xs"
      disabled={allSelected}
      onClick={() => selection.selectAll(bills)}
    >
      {label}
    </Button>
  );
}

/**
 * Spec §4: shown only while bills are selected: how many, 'Clear selection', and the page's actions on
 * them (the route's track and report buttons).
 */
export function BillSelectionToolbar() {
  const selection = useBillSelection();
  if (!selection || selection.selectedBills.length === 0) return null;
  const count = selection.selectedBills.length;
  return (
    // data-bottom-action-bar: the app shell's scroll-to-top button steps aside while this bar is shown.
    <section aria-label="Selected bills" className={classes.toolbar} data-bottom-action-bar>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={600}>
          {countOf(count, 'bill')} selected
        </Text>
        <Button variant="subtle" h={44} px="xs" onClick={selection.clear}>
          Clear selection
        </Button>
      </Group>
      <Group gap="xs" mt={4}>
        {selection.renderActions(selection.selectedBills)}
      </Group>
    </section>
  );
}
