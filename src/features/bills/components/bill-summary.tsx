import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { summaryParagraphs } from '../utils/summary-paragraphs';

/** The summary HTML rendered as text paragraphs (never injected as markup). */
export function BillSummary({ html }: { html: string | null }) {
  const paragraphs = useMemo(() => (html ? summaryParagraphs(html) : []), [html]);
  if (paragraphs.length === 0) return <Text c="dimmed">No summary available.</Text>;
  return (
    <Stack gap="xs">
      {paragraphs.map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
