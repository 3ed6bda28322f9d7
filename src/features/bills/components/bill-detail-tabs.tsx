import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
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
export const CITATIONS_BADGE = 13;
export const CATEGORIES_BADGE = 122;
/**
 * The badges are the same on every bill (spec §2), so beside a bill with one citation '13' reads as a
 * wrong count: the badge says what it is, to a screen reader and as a mouse tooltip (the Citations panel
 * says it in words for touch).
 */
export const FIXED_BADGE_NOTE = "the same on every bill, not this bill's count";

const TABS: readonly { value: BillTab; label: string; badge?: number }[] = [
  { value: 'actions', label: 'History' },
  { value: 'summary', label: 'Summary' },
  { value: 'citations', label: 'Citations', badge: CITATIONS_BADGE },
  { value: 'categories', label: 'Categories', badge: CATEGORIES_BADGE },
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
                <Badge size="sm" variant="light" title={`${badge}: ${FIXED_BADGE_NOTE}`}>
                  {badge}
                  <VisuallyHidden>, {FIXED_BADGE_NOTE}</VisuallyHidden>
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
