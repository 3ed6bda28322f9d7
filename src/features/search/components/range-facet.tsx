import { Button, Group, NumberInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useRange } from 'react-instantsearch';
import { rangeParams } from '../utils/refinement-params';
import type { RangeDefinition } from '../utils/search-tabs';
import { FacetGroup, TOUCH_INPUT } from './facet-group';

type Bound = number | undefined;
const toBound = (value: string | number): Bound => (value === '' ? undefined : Number(value));

/** Spec §5: a numeric range input whose step comes from the precision and whose bounds from the range. */
export function RangeFacet({ range }: { range: RangeDefinition }) {
  const { range: bounds, start, refine, canRefine } = useRange(rangeParams(range));
  const refinedMin = Number.isFinite(start[0]) ? start[0] : undefined;
  const refinedMax = Number.isFinite(start[1]) ? start[1] : undefined;
  const [from, setFrom] = useState<Bound>(refinedMin);
  const [to, setTo] = useState<Bound>(refinedMax);
  const [shown, setShown] = useState([refinedMin, refinedMax]);
  // The refinement changed elsewhere (cleared, Back): show it.
  if (shown[0] !== refinedMin || shown[1] !== refinedMax) {
    setShown([refinedMin, refinedMax]);
    setFrom(refinedMin);
    setTo(refinedMax);
  }
  if (!canRefine) return null;
  const step = 10 ** -range.precision;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refine([from, to]);
  };
  const common = {
    min: bounds.min,
    max: bounds.max,
    step,
    decimalScale: range.precision,
    size: 'md' as const,
    style: { flex: 1 },
    styles: TOUCH_INPUT,
  };
  return (
    <FacetGroup label={range.label}>
      <li>
        <form onSubmit={submit} aria-label={range.label}>
          <Group gap="xs" align="end" wrap="nowrap">
            <NumberInput
              {...common}
              label="From"
              placeholder={String(bounds.min ?? '')}
              value={from ?? ''}
              onChange={(v) => setFrom(toBound(v))}
            />
            <NumberInput
              {...common}
              label="To"
              placeholder={String(bounds.max ?? '')}
              value={to ?? ''}
              onChange={(v) => setTo(toBound(v))}
            />
            <Button
              type="submit"
              variant="light"
              h={44}
              aria-label={`Apply ${range.label.toLowerCase()} range`}
            >
              Go
            </Button>
          </Group>
        </form>
      </li>
    </FacetGroup>
  );
}
