import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PressReleaseDetail } from '../../../../server/schemas/press';
import { QueryState } from '../../../components/query-state';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usePressRelease } from '../api/get-press-release';
import { textParagraphs } from '../utils/paragraphs';
import { BillChips } from './bill-chips';
import classes from './news-row.module.css';

function PressReleaseArticle({ release }: { release: PressReleaseDetail }) {
  const facts = [release.category, release.session_name && `${release.session_name} session`].filter(Boolean);
  return (
    <Stack component="article" gap="md" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {release.title}
        </Title>
        <Text c="dimmed">
          <time dateTime={release.display_date}>{release.display_date_formatted}</time>
          {release.legislator ? (
            <>
              {' · '}
              <Anchor component={Link} to={release.legislator.url} className={classes.target} inherit>
                {release.legislator.short_full_name}
              </Anchor>
            </>
          ) : (
            release.author && ` · ${release.author}`
          )}
        </Text>
        {facts.length > 0 && (
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        )}
      </Stack>
      <Stack gap="sm">
        {textParagraphs(release.content).map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
      </Stack>
      {release.bills.length > 0 && (
        <section aria-labelledby="press-release-bills">
          <Title order={2} size="h4" id="press-release-bills">
            Bills in this release
          </Title>
          <BillChips bills={release.bills} />
        </section>
      )}
    </Stack>
  );
}

/** A press release page (/app/press/{id}): title, date and author, the full text and its bills. */
export function PressReleaseDetails({ pressReleaseId }: { pressReleaseId: number }) {
  const releaseQuery = usePressRelease(pressReleaseId);
  usePageTitle(releaseQuery.data?.title ?? 'Press release');
  return (
    <QueryState
      query={releaseQuery}
      loadingLabel="Loading press release…"
      emptyMessage="No press release to show."
      isEmpty={() => false}
    >
      {(release) => <PressReleaseArticle release={release} />}
    </QueryState>
  );
}
