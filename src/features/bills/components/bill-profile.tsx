import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BillDetail } from '../../../../server/schemas/bills';
import { BillActionHistory } from './bill-action-history';
import { BillAmendmentLinks } from './bill-amendment-links';
import { BillFacts } from './bill-facts';
import { BillSection } from './bill-section';
import { BillSummary } from './bill-summary';
import { BillTextSections } from './bill-text-sections';
import { BillVotes } from './bill-votes';

/** A bill's page: what it is, who filed it, where it stands, what it says, and what happened to it. */
export function BillProfile({ bill }: { bill: BillDetail }) {
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text fw={700} c="dimmed">
          {bill.bill_type_number}
        </Text>
        <Title order={1} size="h2">
          {bill.short_bill_name || bill.title}
        </Title>
        {bill.short_bill_name && bill.short_bill_name !== bill.title && <Text>{bill.title}</Text>}
      </Stack>
      <BillFacts bill={bill} />
      <BillSection title="Summary">
        <BillSummary html={bill.summary} />
      </BillSection>
      <BillSection title="History">
        <BillActionHistory actions={bill.actions} />
      </BillSection>
      <BillSection title="Text">
        <BillTextSections version={bill.text_version} sections={bill.text_sections} />
      </BillSection>
      <BillSection title="Votes">
        <BillVotes votes={bill.votes} />
      </BillSection>
      <BillSection title="Citations">
        {bill.citations.length === 0 ? (
          <Text c="dimmed">No citations.</Text>
        ) : (
          <List spacing={4}>
            {bill.citations.map((citation) => (
              <List.Item key={citation}>{citation}</List.Item>
            ))}
          </List>
        )}
      </BillSection>
      <BillSection title="Categories">
        {bill.categories.length === 0 ? (
          <Text c="dimmed">No categories.</Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {bill.categories.map((category) => (
              <Badge component="li" key={category} variant="light">
                {category}
              </Badge>
            ))}
          </Group>
        )}
      </BillSection>
      <BillSection title="Amendments">
        <BillAmendmentLinks amendments={bill.amendments} />
      </BillSection>
    </Stack>
  );
}
