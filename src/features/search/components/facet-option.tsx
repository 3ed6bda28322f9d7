import { Badge, Checkbox, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
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

/**
 * One facet value: a checkbox whose whole row (at least 44 px) is the touch target, with its count.
 *
 * A tap shows its tick at once. The `checked` that comes back from the search is drawn in a background
 * render (search-transitions.tsx), which on a busy phone lands a moment later; until `checked` changes,
 * the box shows what the tap asked for.
 */
export function FacetOption({ label, count, checked, indeterminate, onChange }: FacetOptionProps) {
  const [tapped, setTapped] = useState<boolean | null>(null);
  const [answered, setAnswered] = useState(checked);
  if (answered !== checked) {
    // The search's answer (or a clear, or a reload of the state) has come: it is the truth again.
    setAnswered(checked);
    setTapped(null);
  }
  const shown = tapped ?? checked;
  return (
    <li>
      <Checkbox
        classNames={{ root: classes.option, body: classes.body, labelWrapper: classes.labelWrapper }}
        checked={shown}
        indeterminate={tapped === null ? indeterminate : false}
        onChange={() => {
          setTapped(!shown);
          onChange();
        }}
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
