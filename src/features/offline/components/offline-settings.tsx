import { Stack, Text, Title } from '@mantine/core';
import { ClearStoredData } from './clear-stored-data';
import { IosInstallHint } from './ios-install-hint';
import { PinnedBillsList } from './pinned-bills-list';
import { StorageSummary } from './storage-summary';

/** The Me screen's "Offline reading" section: what is stored, the pinned bills, and a way to clear it all. */
export function OfflineSettings() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="offline-title">
        Offline reading
      </Title>
      <Text size="sm">
        What you open is saved on this device, so you can read it with no signal. Keep offline on a bill
        stores its full text too.
      </Text>
      <IosInstallHint />
      <StorageSummary />
      <Title order={3} size="h5">
        Bills kept offline
      </Title>
      <PinnedBillsList />
      <ClearStoredData />
    </Stack>
  );
}
