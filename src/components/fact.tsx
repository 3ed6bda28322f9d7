import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term and its value in a definition list (`<dl>`), e.g. Sponsor: Jane Doe. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}
