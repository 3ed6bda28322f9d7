import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LawDetail } from '../../../../server/schemas/laws';
import { BillSponsor } from '../../../components/bill-sponsor';
import { Fact } from '../../../components/fact';
import { QueryState } from '../../../components/query-state';
import { TitledSection } from '../../../components/titled-section';
import { formatDate } from '../../../utils/format-date';
import { useLaw } from '../api/get-law';

export interface LawDetailsProps {
  session: string;
  /** The chapter's slug, e.g. acts-2025-12. */
  chapter: string;
  /** Renders the enacting bill's summary HTML (the app passes the bills feature's safe renderer). */
  renderSummary: (html: string | null) => ReactNode;
}

function LawProfile({
  law,
  renderSummary,
}: {
  law: LawDetail;
  renderSummary: LawDetailsProps['renderSummary'];
}) {
  const { bill } = law;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={700} c="dimmed">
          Session {law.session}
        </Text>
        <Title order={1} size="h2">
          {law.chapter}
        </Title>
        <Text>{bill.title}</Text>
      </Stack>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <Fact term="Enacted by">
          <Anchor component={Link} to={bill.url} fw={600} py={10} display="inline-block">
            {bill.bill_type_number} {bill.short_bill_name}
          </Anchor>
        </Fact>
        <Fact term="Sponsor">
          <BillSponsor bill={bill} />
        </Fact>
        {law.signed_date && <Fact term="Signed">{formatDate(law.signed_date)}</Fact>}
      </SimpleGrid>
      <TitledSection title="Summary">{renderSummary(law.description)}</TitledSection>
    </Stack>
  );
}

/** One chapter of session law and the bill that enacted it. */
export function LawDetails({ session, chapter, renderSummary }: LawDetailsProps) {
  return (
    <QueryState
      query={useLaw(session, chapter)}
      loadingLabel="Loading law…"
      emptyMessage="No law to show."
      isEmpty={() => false}
    >
      {(law) => <LawProfile law={law} renderSummary={renderSummary} />}
    </QueryState>
  );
}
