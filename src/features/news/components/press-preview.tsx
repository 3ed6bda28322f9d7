import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PressReleaseListItem } from '../../../../server/schemas/press';
import { usePressRelease } from '../api/get-press-release';
import { textParagraphs } from '../utils/paragraphs';
import { PreviewError, PreviewLoading } from './preview-states';

/** The modal body for a press release: its title and opening paragraph, then a link to the whole text. */
export function PressPreview({ release }: { release: PressReleaseListItem }) {
  const releaseQuery = usePressRelease(release.id);
  if (releaseQuery.isError) return <PreviewError onRetry={() => void releaseQuery.refetch()} />;
  if (releaseQuery.isPending) return <PreviewLoading />;
  const detail = releaseQuery.data;
  const [opening] = textParagraphs(detail.content);
  return (
    <>
      <Title order={3} size="h4">
        {detail.title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {[detail.display_date_formatted, detail.author].filter(Boolean).join(' · ')}
      </Text>
      {opening && <Text my="xs">{opening}</Text>}
      <Anchor component={Link} to={detail.url} fw={600} py={12} display="inline-block">
        Read the full press release
      </Anchor>
    </>
  );
}
