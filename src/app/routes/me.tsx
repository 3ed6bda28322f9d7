import { Card, Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { AppVersion } from '../../features/account/components/app-version';
import { ColorSchemeSetting } from '../../features/account/components/color-scheme-setting';
import { InstallAppSetting } from '../../features/account/components/install-app-setting';

/** Settings; accounts (tracked bills, news categories) come later. */
export function Component() {
  return (
    <>
      <PageTitle>Me</PageTitle>
      <Stack gap="md" maw={560}>
        <Card withBorder>
          <ColorSchemeSetting />
        </Card>
        <InstallAppSetting />
        <AppVersion />
      </Stack>
    </>
  );
}
