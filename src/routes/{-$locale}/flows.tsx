import { createFileRoute, notFound } from '@tanstack/react-router';
import { isFlowsPageOn } from '../../features/flows/flows-page-access';
import { FlowsPage } from '../../features/flows/flows-page';
import { parseFlowsSearch } from '../../features/flows/flows-search';

export const Route = createFileRoute('/{-$locale}/flows')({
  validateSearch: parseFlowsSearch,
  beforeLoad: async ({ context }) => {
    if (!(await isFlowsPageOn(context.queryClient))) throw notFound();
  },
  component: function FlowsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <FlowsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
  },
});
