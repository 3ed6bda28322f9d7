import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillTextSection } from '../../../../server/schemas/bill-text';
import { QueryState } from '../../../components/query-state';
import { useBillText } from '../api/get-bill-text';
import { ParentBillLink } from './parent-bill-link';

const sectionUrl = (id: number) => `/app/text/${id}`;

function BillTextSectionView({ section }: { section: BillTextSection }) {
  const { bill } = section;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <ParentBillLink bill={bill} />
        <Title order={1} size="h2">
          {section.heading ?? `Section ${section.position}`}
        </Title>
        <Text size="sm" c="dimmed">
          {section.version}
        </Text>
      </Stack>
      <Text style={{ whiteSpace: 'pre-line' }}>{section.text}</Text>
      <Group component="nav" aria-label="Sections" justify="space-between">
        {section.previous_id !== null ? (
          <Anchor component={Link} to={sectionUrl(section.previous_id)} py={12}>
            Previous section
          </Anchor>
        ) : (
          <span />
        )}
        {section.next_id !== null && (
          <Anchor component={Link} to={sectionUrl(section.next_id)} py={12}>
            Next section
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/** A section of a bill's text, whole (spec §2 /app/text/{bill_text__id}). */
export function BillTextDetails({ sectionId }: { sectionId: number }) {
  const textQuery = useBillText(sectionId);
  return (
    <QueryState
      query={textQuery}
      loadingLabel="Loading bill text…"
      emptyMessage="No text to show."
      isEmpty={() => false}
    >
      {(section) => <BillTextSectionView section={section} />}
    </QueryState>
  );
}
