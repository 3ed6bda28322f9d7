import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillTextSection } from '../../../../server/schemas/bill-text';
import { QueryState } from '../../../components/query-state';
import { useBillText } from '../api/get-bill-text';
import { ParentBillLink } from './parent-bill-link';
import { SectionText } from './section-text';

const sectionUrl = (id: number) => `/app/text/${id}`;

function BillTextSectionView({ section, passage }: { section: BillTextSection; passage?: string | null }) {
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
      <SectionText text={section.text} passage={passage} />
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

export interface BillTextDetailsProps {
  sectionId: number;
  /** A passage to highlight and scroll to (the search-for anchor, spec §2). @default none */
  passage?: string | null;
}

/** A section of a bill's text, whole (spec §2 /app/text/{bill_text__id}). */
export function BillTextDetails({ sectionId, passage }: BillTextDetailsProps) {
  const textQuery = useBillText(sectionId);
  return (
    <QueryState
      query={textQuery}
      loadingLabel="Loading bill text…"
      emptyMessage="No text to show."
      isEmpty={() => false}
    >
      {(section) => <BillTextSectionView section={section} passage={passage} />}
    </QueryState>
  );
}
