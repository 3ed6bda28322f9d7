import { Title } from '@mantine/core';
import { usePageTitle } from '../hooks/use-page-title';

/** The page's h1, also used as the document title. */
export function PageTitle({ children }: { children: string }) {
  usePageTitle(children);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
