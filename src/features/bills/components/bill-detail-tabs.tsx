import { Badge, Tabs } from '@mantine/core';
// The app loads only the Mantine styles it uses (src/app/mantine-styles.ts); Tabs brings its own.
import { useState } from 'react';
import type { BillTab } from '../api/keys';
import {
  BillCategoriesPanel,
  BillCitationsPanel,
  BillHistoryPanel,
  BillSummaryPanel,
} from './bill-tab-panels';

/** Spec §2: the Citations and Categories tabs carry fixed badges, 13 and 122. */
const TABS: readonly { value: BillTab; label: string; badge?: number }[] = [
  { value: 'actions', label: 'History' },
  { value: 'summary', label: 'Summary' },
  { value: 'citations', label: 'Citations', badge: 13 },
  { value: 'categories', label: 'Categories', badge: 122 },
];

/**
 * The tabs of an expanded bill row. Panels mount only while active (keepMounted off), so a tab's
 * request starts on its first click; coming back to a tab shows its cached content at once.
 */
export interface BillDetailTabsProps {
  billId: number;
  /** The bill's `actions_known`, so an empty History says whether the source lacks it. */
  actionsKnown: boolean;
}

export function BillDetailTabs({ billId, actionsKnown }: BillDetailTabsProps) {
  // Expanding the row is the request to see details, so History opens (and loads) with it.
  const [tab, setTab] = useState<BillTab>('actions');
  return (
    <Tabs value={tab} onChange={(next) => next && setTab(next as BillTab)} keepMounted={false}>
      <Tabs.List>
        {TABS.map(({ value, label, badge }) => (
          <Tabs.Tab
            key={value}
            value={value}
            mih={44}
            px="xs"
            rightSection={
              badge === undefined ? undefined : (
                <Badge size="sm" variant="light">
                  {badge}
                </Badge>
              )
            }
          >
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="actions" pt="sm">
        <BillHistoryPanel billId={billId} actionsKnown={actionsKnown} />
      </Tabs.Panel>
      <Tabs.Panel value="summary" pt="sm">
        <BillSummaryPanel billId={billId} />
      </Tabs.Panel>
      <Tabs.Panel value="citations" pt="sm">
        <BillCitationsPanel billId={billId} />
      </Tabs.Panel>
      <Tabs.Panel value="categories" pt="sm">
        <BillCategoriesPanel billId={billId} />
      </Tabs.Panel>
    </Tabs>
  );
}
