import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Amendment } from '../../../../server/schemas/bill-text';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../utils/format-date';
import { useAmendments } from '../api/get-amendments';
import { ParentBillLink } from './parent-bill-link';

function AmendmentCard({ amendment, linkToOwnPage }: { amendment: Amendment; linkToOwnPage: boolean }) {
  const name = `Amendment ${amendment.amendment_number}`;
  return (
    <Card component="article" withBorder padding="md" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {linkToOwnPage ? (
              <Anchor component={Link} to={amendment.url} inherit>
                {name}
              </Anchor>
            ) : (
              name
            )}
            {amendment.title && `: ${amendment.title}`}
          </Title>
          {amendment.status && <Badge variant="light">{amendment.status}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {amendment.legislator ? (
            <>
              Filed by{' '}
              {/* Underlined: inside a sentence, colour alone does not set a link apart (WCAG 1.4.1). */}
              <Anchor component={Link} to={amendment.legislator.url} inherit underline="always">
                {amendment.legislator.short_full_name}
              </Anchor>
            </>
          ) : (
            'Sponsor not recorded'
          )}
          {amendment.filed_date && ` on ${formatDate(amendment.filed_date)}`}
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }}>
          {amendment.amendment_text ?? 'The text of this amendment is not published.'}
        </Text>
      </Stack>
    </Card>
  );
}

export interface AmendmentDetailsProps {
  billId: number;
  /** One amendment; absent = all of the bill's amendments. */
  amendmentNumber?: string;
}

/** The /app/amendments/?id=&amendment_number= page: one amendment, or all of a bill's. */
export function AmendmentDetails({ billId, amendmentNumber }: AmendmentDetailsProps) {
  const amendmentsQuery = useAmendments(billId, amendmentNumber);
  return (
    <QueryState
      query={amendmentsQuery}
      loadingLabel="Loading amendments…"
      emptyMessage="No amendments filed."
      isEmpty={() => false}
    >
      {({ bill, amendments }) => (
        <Stack gap="md">
          <Stack gap={4}>
            <ParentBillLink bill={bill} />
            <Title order={1} size="h2">
              {amendmentNumber
                ? `Amendment ${amendmentNumber} to ${bill.bill_type_number}`
                : `Amendments to ${bill.bill_type_number}`}
            </Title>
          </Stack>
          {amendments.length === 0 ? (
            <Text c="dimmed">No amendments filed.</Text>
          ) : (
            amendments.map((amendment) => (
              <AmendmentCard key={amendment.id} amendment={amendment} linkToOwnPage={!amendmentNumber} />
            ))
          )}
        </Stack>
      )}
    </QueryState>
  );
}
