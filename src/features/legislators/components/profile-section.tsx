import { Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of the legislator page (Committees, Sponsored bills, Recent votes). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}
