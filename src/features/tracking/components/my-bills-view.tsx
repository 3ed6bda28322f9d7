import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { InfiniteList } from '../../../components/infinite-list';
import { useTrackedBills } from '../api/get-tracked-bills';
import { useTrackingLists } from '../api/get-tracking-lists';
import classes from './tracking.module.css';
import { TrackedBillRow } from './tracked-bill-row';

const ALL_LISTS = 'all';

export interface MyBillsViewProps {
  /** Actions on the selected bills, e.g. the reports feature's Generate Report button. @default none */
  renderSelectionActions?: (billIds: number[]) => ReactNode;
}

/** "My bills": tracked bills (all lists or one) with their latest action, selectable for a report. */
export function MyBillsView({ renderSelectionActions }: MyBillsViewProps) {
  const [listValue, setListValue] = useState(ALL_LISTS);
  const listId = listValue === ALL_LISTS ? undefined : Number(listValue);
  const lists = useTrackingLists();
  const billsQuery = useTrackedBills(listId);
  const [selected, setSelected] = useState<number[]>([]);
  const shownIds = billsQuery.data?.pages.flatMap((page) => page.data.map((bill) => bill.id)) ?? [];

  const toggle = (billId: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, billId] : ids.filter((id) => id !== billId)));
  const listOptions = [
    { value: ALL_LISTS, label: 'All lists' },
    ...(lists.data ?? []).map((list) => ({
      value: String(list.id),
      label: `${list.name} (${list.bill_count})`,
    })),
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Bills you track with Track Bill, most recently active first.
      </Text>
      {/* Native: a phone's own picker is the easiest to use with a thumb. */}
      <NativeSelect
        label="Tracking list"
        size="md"
        data={listOptions}
        value={listValue}
        onChange={(event) => {
          setListValue(event.currentTarget.value);
          setSelected([]);
        }}
      />
      <Group gap="xs">
        <Button
          variant="default"
          disabled={shownIds.length === 0}
          onClick={() => setSelected(selected.length === shownIds.length ? [] : shownIds)}
        >
          {selected.length > 0 && selected.length === shownIds.length
            ? 'Clear selection'
            : 'Select all shown'}
        </Button>
        {selected.length > 0 && renderSelectionActions?.(selected)}
      </Group>
      <InfiniteList query={billsQuery} loadingLabel="Loading your bills…">
        {(bills) => (
          <ul className={classes.list} aria-label="Tracked bills">
            {bills.map((bill) => (
              <TrackedBillRow
                key={bill.id}
                bill={bill}
                selected={selected.includes(bill.id)}
                onSelectedChange={(on) => toggle(bill.id, on)}
              />
            ))}
          </ul>
        )}
      </InfiniteList>
    </Stack>
  );
}
