import { Button, Collapse, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSparkles } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useSearchInsights, type SearchInsightsRequest } from '../api/stream-search-insights';
import { OverviewMarkdown } from './overview-markdown';

/** Shown while the first words are awaited and the server has not said what it is doing. */
const PREPARING = 'Preparing the overview…';

/**
 * The collapsible 'Results Overview & Suggestions' above the results (spec §2, §4 AI overview): loading
 * until the first chunk, the server's status label while it streams, the Markdown as it arrives, and a
 * collapse toggle once there is something to collapse (expanded at first). A new request (cache id, page,
 * per page or facets changed) starts over. A failed stream says nothing (spec §8): the panel keeps what
 * it had, or goes away when it had nothing.
 */
export function ResultsOverview({ request }: { request: SearchInsightsRequest | null }) {
  const insights = useSearchInsights(request);
  const [expanded, setExpanded] = useState(true);
  const titleId = useId();
  const bodyId = useId();
  if (!request || (insights.phase === 'failed' && !insights.markdown)) return null;
  const loading = insights.phase === 'loading';
  const streaming = loading || insights.phase === 'streaming';
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm" mb="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title id={titleId} order={2} size="h5" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconSparkles size={18} aria-hidden />
          Results Overview &amp; Suggestions
        </Title>
        {!loading && (
          <Button
            variant="subtle"
            size="compact-sm"
            h={44}
            px="xs"
            style={{ flexShrink: 0 }}
            aria-expanded={expanded}
            aria-controls={bodyId}
            rightSection={
              expanded ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Collapse' : 'Expand'}
          </Button>
        )}
      </Group>
      {!loading && (
        <Collapse id={bodyId} expanded={expanded} keepMountedMode="display-none">
          <OverviewMarkdown markdown={insights.markdown} />
        </Collapse>
      )}
      {streaming && (
        <Group gap="xs" role="status" aria-live="polite" mt={4} wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {insights.status ?? PREPARING}
          </Text>
        </Group>
      )}
    </Paper>
  );
}
