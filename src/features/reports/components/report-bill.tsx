import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ReportBill as ReportBillData } from '../../../../server/schemas/reports';
import { BillName } from '../../../components/bill-link';
import { BillSponsor } from '../../../components/bill-sponsor';
import { Fact } from '../../../components/fact';
import { SourceGap } from '../../../components/source-gap';
import { formatDate } from '../../../utils/format-date';
import { SOURCE_GAP_TEXT } from '../../../utils/source-gaps';
import classes from './report.module.css';
import { ReportHistoryTable } from './report-history-table';
import { ReportVotesTable } from './report-votes-table';

export interface ReportBillProps {
  bill: ReportBillData;
  /** Renders the summary HTML (the bills feature's reader, passed in by the route). */
  renderSummary: (html: string | null) => ReactNode;
}

/** One bill of a report: number, title, sponsor, status, last action, summary, history and votes. */
export function ReportBill({ bill, renderSummary }: ReportBillProps) {
  const headingId = `report-bill-${bill.id}`;
  return (
    <Stack component="article" gap="sm" className={classes.bill} aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Anchor component={Link} to={bill.url} inherit>
          <BillName bill={bill} />
        </Anchor>
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" className={classes.facts}>
        <Fact term="Title">{bill.title}</Fact>
        <Fact term="Sponsor">
          <BillSponsor bill={bill} />
        </Fact>
        <Fact term="Status">
          {bill.status === null ? (
            <SourceGap inline>{SOURCE_GAP_TEXT.status}</SourceGap>
          ) : bill.session_law ? (
            `${bill.status} (${bill.session_law})`
          ) : (
            bill.status
          )}
        </Fact>
        <Fact term="Last action">
          {bill.last_action ? (
            `${formatDate(bill.last_action.action_date)}: ${bill.last_action.action_text}`
          ) : bill.actions_known ? (
            'None yet'
          ) : (
            <SourceGap inline>{SOURCE_GAP_TEXT.history}</SourceGap>
          )}
        </Fact>
      </SimpleGrid>
      <Title order={3} size="h5">
        Summary
      </Title>
      {renderSummary(bill.summary)}
      <Title order={3} size="h5">
        History
      </Title>
      <ReportHistoryTable actions={bill.actions} actionsKnown={bill.actions_known} />
      <Title order={3} size="h5">
        Votes
      </Title>
      <ReportVotesTable votes={bill.votes} />
    </Stack>
  );
}
