import { InfiniteList } from '../../../components/infinite-list';
import { useMediaList } from '../api/get-media-list';
import { MEDIA_LISTS, type MediaListType } from '../utils/news-options';
import { MediaRow, type MediaItem } from './media-row';

export interface MediaFeedProps {
  /** Spec §5: 'articles' or 'press'. */
  listType: MediaListType;
  /** Only articles of this news category. @default every category */
  categoryId?: number;
  /** Accessible name of the feed, e.g. 'Education news'. @default 'Articles' / 'Press releases' */
  label?: string;
}

/**
 * Spec §2/§4 infinite-scroll list: 20 a page, the next page when the end comes within 100 px, 'No results :(',
 * 'No more data :)', and 'Opps, something went wrong :(' with a Retry that keeps what was loaded.
 */
export function MediaFeed({ listType, categoryId, label }: MediaFeedProps) {
  const list = MEDIA_LISTS[listType];
  const mediaQuery = useMediaList({ display: list.display, categoryId });
  const feedLabel = label ?? (listType === 'articles' ? 'Articles' : 'Press releases');
  return (
    <InfiniteList query={mediaQuery} loadingLabel={`Loading ${list.noun}…`}>
      {(items: MediaItem[]) => (
        <div role="feed" aria-label={feedLabel} aria-busy={mediaQuery.isFetchingNextPage}>
          {items.map((item) => (
            <MediaRow key={`${item.kind}-${item.id}`} item={item} component="article" />
          ))}
        </div>
      )}
    </InfiniteList>
  );
}
