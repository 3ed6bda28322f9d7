import { useState } from 'react';
import { OptionToggle } from '../../../components/option-toggle';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useMediaFirstPage } from '../api/get-media-list';
import {
  MEDIA_LISTS,
  MEDIA_TYPE_OPTIONS,
  NEWS_PANEL_HEIGHT_PX,
  type MediaListType,
} from '../utils/news-options';
import { MediaPreviewModal } from './media-preview-modal';
import { MediaRow, type MediaItem } from './media-row';
import classes from './news-row.module.css';

const isEmptyPage = (page: { data: readonly unknown[] }) => page.data.length === 0;

/**
 * Dashboard widget (spec §2 news and press toggle): the newest articles or press releases, each with a
 * modal preview, and a View all link to the chosen list.
 */
export function NewsPressCard() {
  const [listType, setListType] = useState<MediaListType>('articles');
  const [previewItem, setPreviewItem] = useState<MediaItem | null>(null);
  const list = MEDIA_LISTS[listType];
  const firstPageQuery = useMediaFirstPage(list.display);
  return (
    <SectionCard
      title="News and press"
      viewAllTo={list.viewAllTo}
      viewAllLabel={list.noun}
      control={
        <OptionToggle
          label="News or press"
          options={MEDIA_TYPE_OPTIONS}
          value={listType}
          onChange={setListType}
        />
      }
    >
      <div style={{ maxHeight: NEWS_PANEL_HEIGHT_PX, overflowY: 'auto' }}>
        <QueryState
          query={firstPageQuery}
          loadingLabel={`Loading ${list.noun}…`}
          emptyMessage={`No ${list.noun} to show.`}
          isEmpty={isEmptyPage}
        >
          {(page) => (
            <ul className={classes.list} aria-label={list.noun}>
              {page.data.map((item: MediaItem) => (
                <MediaRow key={`${item.kind}-${item.id}`} item={item} onPreview={setPreviewItem} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <MediaPreviewModal item={previewItem} onClose={() => setPreviewItem(null)} />
    </SectionCard>
  );
}
