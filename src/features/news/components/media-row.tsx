import { ActionIcon } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { NewsItem } from '../../../../server/schemas/news';
import type { PressReleaseListItem } from '../../../../server/schemas/press';
import { NewsItemRow } from './news-item-row';
import { PressReleaseRow } from './press-release-row';

export type MediaItem = NewsItem | PressReleaseListItem;

export interface MediaRowProps {
  item: MediaItem;
  /** @default 'li' */
  component?: 'li' | 'article';
  /** Shows a Preview button that calls this. @default no button */
  onPreview?: (item: MediaItem) => void;
}

/** An article or a press release, told apart by `kind`. */
export function MediaRow({ item, component, onPreview }: MediaRowProps) {
  const title = item.kind === 'news' ? item.headline : item.title;
  const preview = onPreview && (
    <ActionIcon variant="subtle" size={44} aria-label={`Preview: ${title}`} onClick={() => onPreview(item)}>
      <IconEye size={22} aria-hidden />
    </ActionIcon>
  );
  return item.kind === 'news' ? (
    <NewsItemRow item={item} component={component} trailing={preview} />
  ) : (
    <PressReleaseRow release={item} component={component} trailing={preview} />
  );
}
