import { Accordion, Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
// Not in src/app/mantine-styles.ts yet: without it the accordion renders unstyled.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { NewsChamber } from '../../../../server/schemas/news';
import { OptionToggle } from '../../../components/option-toggle';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useCategorizedNews } from '../api/get-categorized-news';
import { DEFAULT_NEWS_CHAMBER, NEWS_CHAMBER_OPTIONS } from '../utils/news-options';
import { NewsItemList } from './news-item-list';
import { countOf } from '../../../utils/count-of';

const storyCount = (count: number) => countOf(count, 'story', 'stories');

/** Dashboard widget (spec §2 categorized news accordion): the newest items of each category, House or Senate. */
export function CategorizedNewsCard() {
  const [chamber, setChamber] = useState<NewsChamber>(DEFAULT_NEWS_CHAMBER);
  const categorizedQuery = useCategorizedNews(chamber);
  return (
    <SectionCard
      title="News by category"
      viewAllTo="/app/news/articles/"
      viewAllLabel="news by category"
      control={
        <OptionToggle label="Chamber" options={NEWS_CHAMBER_OPTIONS} value={chamber} onChange={setChamber} />
      }
    >
      <QueryState
        query={categorizedQuery}
        loadingLabel="Loading news by category…"
        emptyMessage="No news to show."
      >
        {(groups) => (
          <Accordion variant="contained" chevronPosition="right">
            {groups.map(({ category, items }) => (
              <Accordion.Item key={category.id} value={String(category.id)}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600}>{category.category_name}</Text>
                    <Badge variant="light" aria-hidden>
                      {items.length}
                    </Badge>
                    <VisuallyHidden>({storyCount(items.length)})</VisuallyHidden>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <NewsItemList items={items} showCategory={false} label={`${category.category_name} news`} />
                  <Anchor
                    component={Link}
                    to={`/app/news/category/${category.id}/list`}
                    fw={600}
                    size="sm"
                    py={12}
                    display="inline-block"
                  >
                    All {category.category_name} news
                  </Anchor>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryState>
    </SectionCard>
  );
}
