import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LinkedBill } from '../../../../server/schemas/press';
import classes from './news-row.module.css';

export interface BillChipsProps {
  bills: readonly LinkedBill[];
  /** Names the chips as a group, where no heading does. @default none */
  label?: string;
}

/** The bills a story or press release is about, as a row of number links ('H 101'). */
export function BillChips({ bills, label }: BillChipsProps) {
  return (
    <Group gap={0} aria-label={label} role={label ? 'group' : undefined}>
      {bills.map((bill) => (
        <Anchor key={bill.id} component={Link} to={bill.url} className={`${classes.target} ${classes.chip}`}>
          {bill.bill_type_number}
        </Anchor>
      ))}
    </Group>
  );
}
