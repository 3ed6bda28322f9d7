import { Alert, Button, Stack } from '@mantine/core';
import { IconReport } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { NetworkRequired } from '../../../components/network-required';
import { withDeviceState } from '../../../lib/current-state';
import { signInPath } from '../../../utils/sign-in-path';
import { useGenerateReport } from '../api/generate-report';
import { searchResultsTitle } from '../utils/report-title';
import { reportPath } from '../utils/report-url';
import { countOf } from '../../../utils/count-of';

export interface GenerateReportButtonProps {
  billIds: readonly number[];
  /** The report's title, asked for when clicked (it carries the date). @default searchResultsTitle */
  title?: () => string;
  /** Whether someone is signed in; false offers sign-in instead. @default unknown (the server decides) */
  signedIn?: boolean;
}

/**
 * Spec §2 'Generate Report on N Selected bill(s)': makes the report and opens /app/report/{id} in a new
 * tab. The tab is opened in the click itself (then pointed at the report) because browsers block tabs
 * opened later, after the request; if it is blocked anyway, the report opens here. Signed out, it leads
 * to sign-in and back here.
 */
export function GenerateReportButton({
  billIds,
  title = searchResultsTitle,
  signedIn,
}: GenerateReportButtonProps) {
  const generate = useGenerateReport();
  const navigate = useNavigate();
  const location = useLocation();
  const count = billIds.length;
  const text = `Generate Report on ${countOf(count, 'Selected bill', 'Selected bills')}`;
  const icon = <IconReport size={18} aria-hidden />;

  if (signedIn === false) {
    return (
      <Button
        component={Link}
        to={signInPath(location.pathname + location.search)}
        leftSection={icon}
        aria-label={`${text} (sign in first)`}
      >
        {text}
      </Button>
    );
  }

  const start = () => {
    const tab = window.open('', '_blank');
    generate.mutate(
      { billIds, title: title() },
      {
        onSuccess: ({ id }) => {
          // The new tab's address is one to pass on: it names the state the report was made in.
          if (tab) tab.location.href = new URL(withDeviceState(reportPath(id)), window.location.origin).href;
          else void navigate(reportPath(id));
        },
        onError: () => tab?.close(),
      },
    );
  };

  return (
    <Stack gap="xs">
      <NetworkRequired block>
        {(network) => (
          <Button leftSection={icon} loading={generate.isPending} onClick={start} {...network}>
            {text}
          </Button>
        )}
      </NetworkRequired>
      {generate.isError && (
        <Alert color="red" role="alert" title="No report made">
          {generate.error.message}
        </Alert>
      )}
    </Stack>
  );
}
