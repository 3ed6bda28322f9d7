import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { summaryParagraphs } from '../utils/summary-paragraphs';

/**
 * The summary HTML as paragraphs of text. Each paragraph is HTML text without a single tag
 * (summaryParagraphs), set as the element's HTML only so the page's own parser decodes its entities,
 * identically when the server renders the page and in the browser.
 */
export function BillSummary({ html }: { html: string | null }) {
  const paragraphs = useMemo(() => (html ? summaryParagraphs(html) : []), [html]);
  if (paragraphs.length === 0) return <Text c="dimmed">No summary available.</Text>;
  return (
    <Stack gap="xs">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} dangerouslySetInnerHTML={{ __html: paragraph }} />
      ))}
    </Stack>
  );
}
