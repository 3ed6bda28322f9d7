import { Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { BillSearchResultTab } from '../../../../../server/schemas/bill-search-results';
import { BillHitFragment } from './bill-hit-fragment';

const TABS: readonly { value: BillSearchResultTab | 'Overview'; label: string; title?: string }[] = [
  { value: 'Overview', label: 'Overview' },
  { value: 'History', label: 'History' },
  // P.P.T.: prior proposals and twins, i.e. the same bill filed in other sessions (see the API schema).
  {
    value: 'Ppt',
    label: 'P.P.T.',
    title: 'Prior proposals and twins: the same bill filed in other sessions',
  },
  { value: 'Citations', label: 'Citations' },
  { value: 'Categories', label: 'Categories' },
];

/** Spec §2 AI variant, shared here: the Overview tab's text when the bill has no summary. */
export const NO_SUMMARY = 'No summary available.';

/** A tab shown before Overview and opened first, e.g. the AI-assisted variant's Matches (spec §2). */
export interface LeadingTab {
  label: string;
  content: ReactNode;
}

export interface BillHitTabsProps {
  billId: number;
  description?: string;
  /** @default none: the tabs open on Overview */
  leadingTab?: LeadingTab;
}

const LEADING = 'leading';

/**
 * The tabs of an expanded bill hit (spec §2). Panels mount only while active, so History, P.P.T.,
 * Citations and Categories are requested on their first click; Overview needs nothing more.
 */
export function BillHitTabs({ billId, description, leadingTab }: BillHitTabsProps) {
  const [tab, setTab] = useState<string>(leadingTab ? LEADING : 'Overview');
  return (
    <Tabs value={tab} onChange={(next) => next && setTab(next)} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {leadingTab && (
          <Tabs.Tab value={LEADING} mih={44} px="xs">
            {leadingTab.label}
          </Tabs.Tab>
        )}
        {TABS.map(({ value, label, title }) => (
          <Tabs.Tab key={value} value={value} mih={44} px="xs" title={title}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {leadingTab && (
        <Tabs.Panel value={LEADING} pt="sm">
          {leadingTab.content}
        </Tabs.Panel>
      )}
      <Tabs.Panel value="Overview" pt="sm">
        <Text size="sm">{description || NO_SUMMARY}</Text>
      </Tabs.Panel>
      {TABS.filter((t) => t.value !== 'Overview').map(({ value }) => (
        <Tabs.Panel key={value} value={value} pt="sm">
          <BillHitFragment billId={billId} tab={value as BillSearchResultTab} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
