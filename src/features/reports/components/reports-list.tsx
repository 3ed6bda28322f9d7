import { Alert, Anchor, Button, Text, VisuallyHidden } from '@mantine/core';
import { NetworkRequired } from '../../../components/network-required';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../utils/format-date';
import { useDeleteReport } from '../api/delete-report';
import { useReports } from '../api/get-reports';
import classes from './report.module.css';
import { withDeviceState } from '../../../lib/current-state';
import { countOf } from '../../../utils/count-of';

export const NO_REPORTS_TEXT =
  "You haven't made any reports yet. Select bills on My bills and choose Generate Report.";

/** The user's reports under Me: each opens in a new tab (spec §2) and can be deleted. */
export function ReportsList() {
  const reportsQuery = useReports();
  const remove = useDeleteReport();
  return (
    <QueryState query={reportsQuery} loadingLabel="Loading your reports…" emptyMessage={NO_REPORTS_TEXT}>
      {(reports) => (
        <>
          {remove.isError && (
            <Alert color="red" role="alert" title="Not deleted" mb="xs">
              {remove.error.message}
            </Alert>
          )}
          <NetworkRequired block>
            {(network) => (
              <ul className={classes.reportList} aria-label="Your reports">
                {reports.map((report) => (
                  <li key={report.id} className={classes.reportRow}>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Anchor
                        // A report is often passed on: its link names the state it was made in.
                        href={withDeviceState(report.url)}
                        target="_blank"
                        rel="noopener"
                        fw={600}
                        py={10}
                        display="inline-block"
                      >
                        {report.title} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {formatDate(report.created_at)} · {countOf(report.bill_count, 'bill')}
                      </Text>
                    </div>
                    <Button
                      variant="subtle"
                      color="red"
                      loading={remove.isPending && remove.variables === report.id}
                      aria-label={`Delete report ${report.title}`}
                      onClick={() => remove.mutate(report.id)}
                      {...network}
                    >
                      Delete
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </NetworkRequired>
        </>
      )}
    </QueryState>
  );
}
