import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillTextSectionLink } from '../../../../server/schemas/bills';

export interface BillTextSectionsProps {
  /** e.g. 'As filed'; null when no text is published. */
  version: string | null;
  sections: readonly BillTextSectionLink[];
}

/** The bill's text, section by section; each heading opens the whole section at /app/text/{id}. */
export function BillTextSections({ version, sections }: BillTextSectionsProps) {
  if (sections.length === 0) return <Text c="dimmed">No text published yet.</Text>;
  return (
    <Stack gap="xs">
      {version && (
        <Text size="sm" c="dimmed">
          Version: {version}
        </Text>
      )}
      <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sections.map((section, index) => {
          const heading = section.heading ?? `Section ${index + 1}`;
          return (
            // The id is an in-page anchor (#section-{id}) for links into the bill page.
            <li key={section.bill_text__id} id={`section-${section.bill_text__id}`}>
              <Anchor component={Link} to={section.url} fw={600} py={10} display="inline-block">
                {heading}
              </Anchor>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {section.text}
              </Text>
              {section.truncated && (
                <Anchor
                  component={Link}
                  to={section.url}
                  size="sm"
                  py={12}
                  display="inline-block"
                  aria-label={`Read more of ${heading}`}
                >
                  Read more
                </Anchor>
              )}
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
