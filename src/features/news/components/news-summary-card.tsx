import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { NewsChamber, NewsSummary } from '../../../../server/schemas/news';
import { EmptyState } from '../../../components/empty-state';
import { OptionToggle } from '../../../components/option-toggle';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useNewsSummary } from '../api/get-news-summary';
import { DEFAULT_NEWS_CHAMBER, NEWS_CHAMBER_OPTIONS, NO_NEWS_CATEGORIES_TEXT } from '../utils/news-options';
import { NewsCategoriesDialog } from './news-categories-dialog';
import { NewsItemList } from './news-item-list';

/** The no-categories message is the card's own state, not "nothing to show". */
const hasNothingToShow = (summary: NewsSummary) =>
  !summary.no_categories_selected && summary.days.length === 0;

/**
 * Dashboard widget (spec §2 news summary card): the latest news in the user's categories (every category
 * for visitors), by day. Edit opens the category chooser (visitors are offered sign-in there).
 */
export function NewsSummaryCard() {
  const [chamber, setChamber] = useState<NewsChamber>(DEFAULT_NEWS_CHAMBER);
  const summaryQuery = useNewsSummary(chamber);
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title="News"
      viewAllTo="/app/news/articles/"
      viewAllLabel="news articles"
      control={
        <Group gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <OptionToggle
              label="Chamber"
              options={NEWS_CHAMBER_OPTIONS}
              value={chamber}
              onChange={setChamber}
            />
          </div>
          <Button
            variant="default"
            aria-label="Edit news categories"
            aria-haspopup="dialog"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <NewsCategoriesDialog
            opened={editing}
            onClose={() => setEditing(false)}
            signedIn={summaryQuery.data?.signed_in ?? false}
          />
        </Group>
      }
    >
      <QueryState
        query={summaryQuery}
        loadingLabel="Loading news…"
        emptyMessage="No news to show."
        isEmpty={hasNothingToShow}
      >
        {(summary) =>
          summary.no_categories_selected ? (
            <EmptyState message={NO_NEWS_CATEGORIES_TEXT} />
          ) : (
            <Stack gap="sm">
              {summary.days.map((day) => (
                <section key={day.display_date} aria-label={day.display_date_formatted}>
                  <Title order={3} size="h6" c="dimmed">
                    <time dateTime={day.display_date}>{day.display_date_formatted}</time>
                  </Title>
                  <NewsItemList items={day.items} showDate={false} />
                </section>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
