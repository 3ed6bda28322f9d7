import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BillDetail } from '../../../../server/schemas/bills';
import { RecordSource } from '../../../components/record-source';
import { TitledSection } from '../../../components/titled-section';
import { BillActionHistory } from './bill-action-history';
import { BillAmendmentLinks } from './bill-amendment-links';
import { BillFacts } from './bill-facts';
import { BillSummary } from './bill-summary';
import { BillTextSections } from './bill-text-sections';
import { BillVotes } from './bill-votes';

/** A bill's page: what it is, who filed it, where it stands, what it says, what happened to it, and its source. */
export interface BillProfileProps {
  bill: BillDetail;
  /** Shown under the title, e.g. the Track Bill button. @default none */
  actions?: ReactNode;
}

export function BillProfile({ bill, actions }: BillProfileProps) {
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
      {actions && <Group gap="xs">{actions}</Group>}
      <BillFacts bill={bill} />
      <TitledSection title="Summary">
        <BillSummary html={bill.summary} />
      </TitledSection>
      <TitledSection title="History">
        <BillActionHistory
          actions={bill.actions}
          actionsKnown={bill.actions_known}
          officialPage={bill.source_url}
        />
      </TitledSection>
      <TitledSection title="Text">
        <BillTextSections version={bill.text_version} sections={bill.text_sections} />
      </TitledSection>
      <TitledSection title="Votes">
        <BillVotes votes={bill.votes} />
      </TitledSection>
      <TitledSection title="Citations">
        {bill.citations.length === 0 ? (
          <Text c="dimmed">No citations.</Text>
        ) : (
          <List spacing={4}>
            {bill.citations.map((citation) => (
              <List.Item key={citation}>{citation}</List.Item>
            ))}
          </List>
        )}
      </TitledSection>
      <TitledSection title="Categories">
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
      </TitledSection>
      <TitledSection title="Amendments">
        <BillAmendmentLinks amendments={bill.amendments} />
      </TitledSection>
      <RecordSource record={bill} />
    </Stack>
  );
}
