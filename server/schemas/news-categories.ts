import { Type, type Static } from 'typebox';
import { Id } from './common.js';
import { NewsCategory } from './news.js';

/** More than any legislature's news desk uses; only a bound on the request. */
export const MAX_NEWS_CATEGORIES = 200;

/** GET/PUT /api/news/categories/mine: the categories the news summary card follows, by name. */
export const MyNewsCategories = Type.Object({ categories: Type.Array(NewsCategory) });
export type MyNewsCategories = Static<typeof MyNewsCategories>;

/** The whole new selection (an empty array follows none: the card then says how to add some). */
export const UpdateMyNewsCategoriesBody = Type.Object({
  category_ids: Type.Array(Id(), {
    maxItems: MAX_NEWS_CATEGORIES,
    description: 'news category ids from GET /api/news/categories',
  }),
});
export type UpdateMyNewsCategoriesBody = Static<typeof UpdateMyNewsCategoriesBody>;
