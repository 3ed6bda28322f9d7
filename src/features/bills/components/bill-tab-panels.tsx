import { Badge, Group, List, Text } from '@mantine/core';
import { BillTabContent } from '../../../components/bill-tab-content';
import { countOf } from '../../../utils/count-of';
import { useBillActions } from '../api/get-bill-actions';
import { useBillCategories } from '../api/get-bill-categories';
import { useBillCitations } from '../api/get-bill-citations';
import { useBillSummary } from '../api/get-bill-summary';
import { BillActionHistory } from './bill-action-history';
import { BillSummary } from './bill-summary';
import { CITATIONS_BADGE } from './bill-detail-tabs';

// One component per tab so each request starts only when its panel first mounts.

export function BillHistoryPanel({ billId, actionsKnown }: { billId: number; actionsKnown: boolean }) {
  return (
    <BillTabContent query={useBillActions(billId)}>
      {(actions) => <BillActionHistory actions={actions} actionsKnown={actionsKnown} />}
    </BillTabContent>
  );
}

export function BillSummaryPanel({ billId }: { billId: number }) {
  return (
    <BillTabContent query={useBillSummary(billId)}>
      {(summary) => <BillSummary html={summary.description} />}
    </BillTabContent>
  );
}

export function BillCitationsPanel({ billId }: { billId: number }) {
  return (
    <BillTabContent query={useBillCitations(billId)}>
      {(citations) =>
        citations.length === 0 ? (
          <Text c="dimmed">No citations.</Text>
        ) : (
          <>
            <List spacing={4}>
              {citations.map(({ citation }) => (
                <List.Item key={citation}>{citation}</List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed" mt="xs">
              {countOf(citations.length, 'citation')} on this bill. The {CITATIONS_BADGE} on the tab is the
              same on every bill.
            </Text>
          </>
        )
      }
    </BillTabContent>
  );
}

export function BillCategoriesPanel({ billId }: { billId: number }) {
  return (
    <BillTabContent query={useBillCategories(billId)}>
      {(categories) =>
        categories.length === 0 ? (
          <Text c="dimmed">No categories.</Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {categories.map((category) => (
              <Badge component="li" key={category.id} variant="light">
                {category.name}
              </Badge>
            ))}
          </Group>
        )
      }
    </BillTabContent>
  );
}
