import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Vote } from '../../../../server/schemas/votes';
import {
  ResponsiveTable,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../../../components/responsive-table';
import { RollCallTally } from '../../../components/roll-call-tally';
import { formatDate } from '../../../utils/format-date';
import classes from './votes-table.module.css';

const TALLY_HEADER = 'Yea/Nay/Abs';
const NUMBER_HEADER = 'RC#';

/**
 * Spec §2 Votes table: Date, Bill, Description, Yea/Nay/Abs, RC#. The bill links to its page, RC# to the
 * roll call. Phones get stacked rows.
 */
export function VotesTable({ votes, label }: { votes: readonly Vote[]; label: string }) {
  return (
    <ResponsiveTable
      label={label}
      headers={['Date', 'Bill', 'Description', TALLY_HEADER, NUMBER_HEADER]}
      verticalSpacing={4}
    >
      {votes.map((vote) => (
        <ResponsiveTableRow key={vote.id} className={classes.row}>
          <ResponsiveTableCell className={classes.date}>
            <time dateTime={vote.vote_date}>{formatDate(vote.vote_date)}</time>
          </ResponsiveTableCell>
          <ResponsiveTableCell className={classes.bill}>
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
          </ResponsiveTableCell>
          <ResponsiveTableCell className={classes.description}>
            <Text size="sm">{vote.title}</Text>
            {vote.result && (
              <Text size="sm" c="dimmed">
                {vote.result}
              </Text>
            )}
          </ResponsiveTableCell>
          <ResponsiveTableCell className={classes.tally} data-label={TALLY_HEADER}>
            <RollCallTally vote={vote} />
          </ResponsiveTableCell>
          <ResponsiveTableCell className={classes.number} data-label={NUMBER_HEADER}>
            <Anchor
              component={Link}
              to={vote.url}
              className={classes.cellLink}
              aria-label={vote.roll_call_number === null ? 'Roll call' : `Roll call ${vote.roll_call_number}`}
            >
              {vote.roll_call_number ?? 'View'}
            </Anchor>
          </ResponsiveTableCell>
        </ResponsiveTableRow>
      ))}
    </ResponsiveTable>
  );
}
