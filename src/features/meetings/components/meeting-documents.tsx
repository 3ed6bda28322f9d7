import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MeetingDocument } from '../../../../server/schemas/meetings';
import { formatDate } from '../../../utils/format-date';

/** Section headings in the order a reader looks for them. */
const SECTIONS: readonly [MeetingDocument['kind'], string][] = [
  ['oral_testimony', 'Oral testimony'],
  ['written_testimony', 'Written testimony'],
  ['floor_debate', 'Floor debate'],
  ['agenda', 'Agenda'],
  ['other', 'Other documents'],
];

function DocumentItem({ document }: { document: MeetingDocument }) {
  const meta = [document.author, document.file_date && formatDate(document.file_date)].filter(Boolean);
  return (
    <li style={{ minHeight: 44, paddingBlock: 6 }}>
      {document.file_path ? (
        <Anchor href={document.file_path} target="_blank" rel="noopener noreferrer" fw={600}>
          {document.title} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </Anchor>
      ) : (
        <Text fw={600}>{document.title}</Text>
      )}
      {meta.length > 0 && (
        <Text size="sm" c="dimmed">
          {meta.join(' · ')}
        </Text>
      )}
    </li>
  );
}

/** A meeting's documents under one heading per kind; each opens the published file. */
export function MeetingDocuments({ documents }: { documents: readonly MeetingDocument[] }) {
  if (documents.length === 0) return <Text c="dimmed">No testimony or recordings yet.</Text>;
  return (
    <Stack gap="lg">
      {SECTIONS.map(([kind, heading]) => {
        const ofKind = documents.filter((document) => document.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-label={heading}>
            <Title order={2} size="h4" mb="xs">
              {heading} ({ofKind.length})
            </Title>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {ofKind.map((document) => (
                <DocumentItem key={document.id} document={document} />
              ))}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}
