import type { NewsChamber, NewsListDisplay } from '../../../../server/schemas/news';

/** What an article or press-release list is filtered by; the page lives in the infinite query, not the key. */
export interface MediaListFilters {
  display: NewsListDisplay;
  /** A news category id (articles only); undefined = every category. */
  categoryId?: number;
}

export type NewsPreviewPart = 'intro' | 'headline';

/** The one owner of news query keys: invalidate `all` to refresh every news query. */
export const newsKeys = {
  all: ['news'] as const,
  /** Depends on the signed-in user's categories: invalidate when they change or the user signs in/out. */
  summaries: () => [...newsKeys.all, 'summary'] as const,
  summary: (chamber: NewsChamber) => [...newsKeys.summaries(), chamber] as const,
  categorized: (chamber: NewsChamber) => [...newsKeys.all, 'categorized', chamber] as const,
  categories: () => [...newsKeys.all, 'categories'] as const,
  /** The signed-in user's own categories (GET/PUT /api/news/categories/mine). */
  myCategories: () => [...newsKeys.all, 'my-categories'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (filters: MediaListFilters) => [...newsKeys.lists(), filters] as const,
  /** The dashboard card's first page, apart from the infinite list so each keeps its own shape. */
  firstPage: (display: NewsListDisplay) => [...newsKeys.all, 'first-page', display] as const,
  preview: (id: number, part: NewsPreviewPart) => [...newsKeys.all, 'preview', id, part] as const,
};

/** The one owner of press release query keys. */
export const pressKeys = {
  all: ['press'] as const,
  details: () => [...pressKeys.all, 'detail'] as const,
  detail: (id: number) => [...pressKeys.details(), id] as const,
};
