import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillSummary } from '../../server/schemas/bills';
import classes from './bill-link.module.css';

type BillNameParts = Pick<BillSummary, 'bill_type_number' | 'short_bill_name' | 'title'>;

/** A bill's number, then its short name (its title when it has none) in regular weight. */
export function BillName({ bill }: { bill: BillNameParts }) {
  return (
    <>
      {bill.bill_type_number}{' '}
      <Text span inherit fw={400}>
        {bill.short_bill_name || bill.title}
      </Text>
    </>
  );
}

/** A bill's name linking to its page, as the main target of a list row. */
export function BillLink({ bill }: { bill: BillNameParts & Pick<BillSummary, 'url'> }) {
  return (
    <Anchor component={Link} to={bill.url} className={classes.link}>
      <BillName bill={bill} />
    </Anchor>
  );
}
