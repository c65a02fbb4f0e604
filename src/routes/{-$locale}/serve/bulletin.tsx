import { createFileRoute } from '@tanstack/react-router';
import { CategoryListPage } from '../../../features/content/category-list-page';
import { parseCategoryListSearch } from '../../../features/content/category-list-search';

export const Route = createFileRoute('/{-$locale}/serve/bulletin')({
  validateSearch: parseCategoryListSearch,
  component: function CategoryListRoute() {
    return <CategoryListPage kind="notice" search={Route.useSearch()} />;
  },
});
