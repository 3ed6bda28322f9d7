import { Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { Fact } from '../../../components/fact';
import { useStorageSummary, type StorageSummary as Summary } from '../api/get-storage-summary';
import { formatBytes } from '../utils/format-bytes';
import { countOf } from '../../../utils/count-of';

const isEmpty = (summary: Summary) =>
  summary.savedScreensBytes === 0 && summary.networkCopies.entries === 0 && summary.pinnedBills.count === 0;

/** What is stored on this device and how big it is. */
export function StorageSummary() {
  const summary = useStorageSummary();
  if (summary.isPending) return <Skeleton height={96} role="status" aria-label="Measuring stored data…" />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  const { savedScreensBytes, networkCopies, pinnedBills, usageBytes, quotaBytes } = summary.data;
  return (
    <Stack gap="xs">
      {isEmpty(summary.data) && <Text size="sm">Nothing is stored for offline reading yet.</Text>}
      <Stack component="dl" gap="xs" m={0}>
        <Fact term="Screens you opened">{formatBytes(savedScreensBytes)}</Fact>
        <Fact term="Offline copies of server answers">
          {countOf(networkCopies.entries, 'item')}, {formatBytes(networkCopies.bytes)}
        </Fact>
        <Fact term="Bills kept offline">
          {pinnedBills.count}, {formatBytes(pinnedBills.bytes)}
        </Fact>
        {usageBytes !== null && (
          <Fact term="Total on this device, app included">
            {formatBytes(usageBytes)}
            {quotaBytes !== null && ` of ${formatBytes(quotaBytes)} available`}
          </Fact>
        )}
      </Stack>
    </Stack>
  );
}
