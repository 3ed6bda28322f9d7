import { Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  /** The section's h2, which also names the section for screen readers. */
  title: string;
  children: ReactNode;
}

/** A titled part of a detail page (a bill's History, a legislator's Committees, a meeting's Bills…). */
export function TitledSection({ title, children }: TitledSectionProps) {
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
