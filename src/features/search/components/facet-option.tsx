import { Badge, Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './facet-option.module.css';
import { formatCount } from '../../../utils/count-of';

export interface FacetOptionProps {
  label: ReactNode;
  count: number;
  checked: boolean;
  /** Some but not all of what the option stands for is refined (a news session with one year on). */
  indeterminate?: boolean;
  onChange: () => void;
}

/** One facet value: a checkbox whose whole row (at least 44 px) is the touch target, with its count. */
export function FacetOption({ label, count, checked, indeterminate, onChange }: FacetOptionProps) {
  return (
    <li>
      <Checkbox
        classNames={{ root: classes.option, body: classes.body, labelWrapper: classes.labelWrapper }}
        checked={checked}
        indeterminate={indeterminate}
        onChange={onChange}
        label={
          <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
            <span>{label}</span>{' '}
            <Badge component="span" variant="light" color="gray" size="sm">
              {formatCount(count)}
            </Badge>
          </Group>
        }
      />
    </li>
  );
}
