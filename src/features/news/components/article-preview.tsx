import { Anchor, Text, Title } from '@mantine/core';
import type { NewsItem } from '../../../../server/schemas/news';
import { useNewsPreviewPart } from '../api/get-news-preview';
import { webHref } from '../utils/safe-html';
import { PreviewError, PreviewLoading } from './preview-states';
import { SafeHtml } from './safe-html';

/** The modal body for an article: its headline and intro as the server renders them (spec §7). */
export function ArticlePreview({ item }: { item: NewsItem }) {
  const headline = useNewsPreviewPart(item.id, 'headline');
  const intro = useNewsPreviewPart(item.id, 'intro');
  if (headline.isError || intro.isError) {
    const retry = () => {
      if (headline.isError) void headline.refetch();
      if (intro.isError) void intro.refetch();
    };
    return <PreviewError onRetry={retry} />;
  }
  if (headline.isPending || intro.isPending) return <PreviewLoading />;
  const articleHref = webHref(item.external_url);
  return (
    <>
      <Title order={3} size="h4">
        <SafeHtml html={headline.data.html} />
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {item.display_date_formatted} · {item.source_name}
      </Text>
      {intro.data.html ? (
        <SafeHtml html={intro.data.html} />
      ) : (
        <Text my="xs">No introduction available.</Text>
      )}
      {articleHref && (
        <Anchor
          href={articleHref}
          target="_blank"
          rel="noopener noreferrer"
          fw={600}
          py={12}
          display="inline-block"
        >
          Read the full article at {item.source_name}
        </Anchor>
      )}
    </>
  );
}
