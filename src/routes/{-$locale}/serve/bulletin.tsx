import { createFileRoute } from '@tanstack/react-router';
import { CategoryListPage, parseCategoryListSearch } from '../../../features/content/category-list-page';

export const Route = createFileRoute('/{-$locale}/serve/bulletin')({
  staticData: { titleKey: 'routes.serveBulletin' },
  validateSearch: parseCategoryListSearch,
  component: function CategoryListRoute() {
    return <CategoryListPage kind="notice" search={Route.useSearch()} />;
  },
});
