import type { NewsChamber, NewsListDisplay } from '../../../../server/schemas/news';
import type { ToggleOption } from '../../../components/option-toggle';

export const NEWS_CHAMBER_OPTIONS = [
  { value: 'house', label: 'House' },
  { value: 'senate', label: 'Senate' },
] as const satisfies readonly ToggleOption<NewsChamber>[];

export const DEFAULT_NEWS_CHAMBER: NewsChamber = 'house';

/** Spec §5: a news list is of type 'articles' or 'press'. */
export type MediaListType = 'articles' | 'press';

export const MEDIA_TYPE_OPTIONS = [
  { value: 'articles', label: 'Articles' },
  { value: 'press', label: 'Press Releases' },
] as const satisfies readonly ToggleOption<MediaListType>[];

/** What each list type asks the API for (`display`), where its full list lives, and how to name it. */
export const MEDIA_LISTS: Record<
  MediaListType,
  { display: NewsListDisplay; viewAllTo: string; noun: string; previewTitle: string }
> = {
  articles: {
    display: 'news',
    viewAllTo: '/app/news/articles/',
    noun: 'articles',
    previewTitle: 'Article preview',
  },
  press: {
    display: 'press',
    viewAllTo: '/app/news/press/',
    noun: 'press releases',
    previewTitle: 'Press release preview',
  },
};

/** Spec §9: the news panel scrolls at 320 px. */
export const NEWS_PANEL_HEIGHT_PX = 320;

/** Spec §2, verbatim: the summary card of a signed-in user who follows no news category. */
export const NO_NEWS_CATEGORIES_TEXT =
  "You don't have any news categories selected. You may add categories by clicking the Edit button in the upper right.";
