import type { ReactNode } from 'react';
import type { NewsItem } from '../../../../server/schemas/news';
import { NewsItemRow } from './news-item-row';
import classes from './news-row.module.css';

export interface NewsItemListProps {
  items: readonly NewsItem[];
  /** Accessible name of the list. @default none */
  label?: string;
  /** @default true */
  showCategory?: boolean;
  /** @default true */
  showDate?: boolean;
}

/** News items as a plain list (summary card days, accordion panels). */
export function NewsItemList({ items, label, showCategory, showDate }: NewsItemListProps): ReactNode {
  return (
    <ul className={classes.list} aria-label={label}>
      {items.map((item) => (
        <NewsItemRow key={item.id} item={item} showCategory={showCategory} showDate={showDate} />
      ))}
    </ul>
  );
}
