import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Vote } from '../../../../server/schemas/votes';
import { formatDate } from '../../../utils/format-date';
import classes from './votes-table.module.css';

const TALLY_HEADER = 'Yea/Nay/Abs';
const NUMBER_HEADER = 'RC#';

/**
 * Spec §2 Votes table: Date, Bill, Description, Yea/Nay/Abs, RC#. The bill links to its page, RC# to the
 * roll call. Phones get stacked rows (CSS); the explicit ARIA roles keep the table semantics that
 * browsers drop once a table's `display` changes.
 */
export function VotesTable({ votes, label }: { votes: readonly Vote[]; label: string }) {
  return (
    <Table role="table" className={classes.table} aria-label={label} verticalSpacing={4}>
      <Table.Thead role="rowgroup" className={classes.head}>
        <Table.Tr role="row">
          {['Date', 'Bill', 'Description', TALLY_HEADER, NUMBER_HEADER].map((header) => (
            <Table.Th role="columnheader" key={header}>
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {votes.map((vote) => (
          <Table.Tr key={vote.id} role="row" className={classes.row}>
            <Table.Td role="cell" className={classes.date}>
              <time dateTime={vote.vote_date}>{formatDate(vote.vote_date)}</time>
            </Table.Td>
            <Table.Td role="cell" className={classes.bill}>
              {vote.bill ? (
                <Anchor component={Link} to={vote.bill.url} className={classes.cellLink}>
                  {vote.bill.bill_type_number}
                </Anchor>
              ) : (
                <Text span c="dimmed">
                  <span aria-hidden>—</span>
                  <VisuallyHidden>No bill</VisuallyHidden>
                </Text>
              )}
            </Table.Td>
            <Table.Td role="cell" className={classes.description}>
              <Text size="sm">{vote.title}</Text>
              {vote.result && (
                <Text size="sm" c="dimmed">
                  {vote.result}
                </Text>
              )}
            </Table.Td>
            <Table.Td role="cell" className={classes.tally} data-label={TALLY_HEADER}>
              <span aria-hidden>
                {vote.yes_count}/{vote.no_count}/{vote.absent_count}
              </span>
              <VisuallyHidden>
                {vote.yes_count} yea, {vote.no_count} nay, {vote.absent_count} absent
              </VisuallyHidden>
            </Table.Td>
            <Table.Td role="cell" className={classes.number} data-label={NUMBER_HEADER}>
              <Anchor
                component={Link}
                to={vote.url}
                className={classes.cellLink}
                aria-label={
                  vote.roll_call_number === null ? 'Roll call' : `Roll call ${vote.roll_call_number}`
                }
              >
                {vote.roll_call_number ?? 'View'}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
