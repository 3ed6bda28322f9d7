import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import printPage from '../../../components/print-page.module.css';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../utils/format-date';
import { useReport } from '../api/get-report';
import classes from './report.module.css';
import { ReportBill } from './report-bill';
import { countOf } from '../../../utils/count-of';

export interface ReportViewProps {
  reportId: number;
  /** Renders a bill's summary HTML (see ReportBill). */
  renderSummary: (html: string | null) => ReactNode;
}

/** /app/report/{id}: a printable report (the print stylesheet drops the app around it). */
export function ReportView({ reportId, renderSummary }: ReportViewProps) {
  const reportQuery = useReport(reportId);
  return (
    <QueryState
      query={reportQuery}
      loadingLabel="Loading report…"
      emptyMessage="This report has no bills."
      isEmpty={(report) => report.bills.length === 0}
    >
      {(report) => (
        <Stack gap="md" className={`${printPage.page} ${classes.report}`}>
          <div>
            <PageTitle>{report.title}</PageTitle>
            <Text c="dimmed" mt={-8}>
              Generated {formatDate(report.created_at)} · {countOf(report.bills.length, 'bill')}
            </Text>
          </div>
          <Group className={printPage.screenOnly}>
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              variant="light"
              onClick={() => window.print()}
            >
              Print
            </Button>
          </Group>
          {report.bills.map((bill) => (
            <ReportBill key={bill.id} bill={bill} renderSummary={renderSummary} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
