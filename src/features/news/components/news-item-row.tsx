import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NewsItem } from '../../../../server/schemas/news';
import { BillChips } from './bill-chips';
import classes from './news-row.module.css';

export interface NewsItemRowProps {
  item: NewsItem;
  /** The row element: 'article' inside a feed, 'li' inside a list. @default 'li' */
  component?: 'li' | 'article';
  /** Show the category in the meta line (redundant inside a category's own group). @default true */
  showCategory?: boolean;
  /** Show the date in the meta line (redundant under a day heading). @default true */
  showDate?: boolean;
  /** After the text, e.g. a preview button. @default none */
  trailing?: ReactNode;
}

/** Spec §3 News item: the headline links to the outlet; date, source, category; the bills it is about. */
export function NewsItemRow({
  item,
  component: Row = 'li',
  showCategory = true,
  showDate = true,
  trailing,
}: NewsItemRowProps) {
  const meta = [
    showDate && item.display_date_formatted,
    item.source_name,
    showCategory && item.category?.category_name,
  ];
  return (
    <Row className={classes.row} aria-label={Row === 'article' ? item.headline : undefined}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            href={item.external_url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${classes.target} ${classes.headline}`}
          >
            {item.headline} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Anchor>
          <Text size="sm" c="dimmed">
            {meta.filter(Boolean).join(' · ')}
          </Text>
          {item.bills.length > 0 && <BillChips bills={item.bills} label="Bills in this story" />}
        </div>
        {trailing}
      </Group>
    </Row>
  );
}
