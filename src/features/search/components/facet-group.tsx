import { Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './facet-option.module.css';

/** Inputs in a facet panel are thumb targets too (44 px). */
export const TOUCH_INPUT = { input: { minHeight: 44 } };

export interface FacetGroupProps {
  label: string;
  /** Above the values, e.g. the filter box. @default none */
  header?: ReactNode;
  /** The FacetOption items. */
  children: ReactNode;
  /** Below the values, e.g. 'Show more'. @default none */
  footer?: ReactNode;
}

/** A titled group of facet values: a labelled list, so screen readers announce the facet and its size. */
export function FacetGroup({ label, header, children, footer }: FacetGroupProps) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId}>
      <Text id={labelId} fw={700} size="sm" mt="sm" mb={4}>
        {label}
      </Text>
      {header}
      <ul className={classes.list} aria-labelledby={labelId}>
        {children}
      </ul>
      {footer}
    </section>
  );
}
