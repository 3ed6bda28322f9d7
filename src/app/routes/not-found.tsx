import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';

export function Component() {
  return (
    <Stack gap="xs" align="flex-start">
      <PageTitle>Page not found</PageTitle>
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Anchor component={Link} to="/" fw={600} py={10}>
        Go to the home page
      </Anchor>
    </Stack>
  );
}
