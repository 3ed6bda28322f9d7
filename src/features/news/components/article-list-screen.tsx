import { PageTitle } from '../../../components/page-title';
import { useQuery } from '@tanstack/react-query';
import { newsCategoriesQueryOptions } from '../api/get-news-categories';
import { MediaFeed } from './media-feed';

/**
 * The article list (/app/news/articles/) and its by-category forms (/app/news/articles/{categoryId},
 * /app/news/category/{id}/list): the title names the category once the category list has arrived.
 */
export function ArticleListScreen({ categoryId }: { categoryId?: number }) {
  const categoriesQuery = useQuery({ ...newsCategoriesQueryOptions(), enabled: categoryId !== undefined });
  const category = categoriesQuery.data?.find((c) => c.id === categoryId);
  const title =
    categoryId === undefined ? 'News articles' : category ? `${category.category_name} news` : 'News';
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <MediaFeed listType="articles" categoryId={categoryId} label={title} />
    </>
  );
}
