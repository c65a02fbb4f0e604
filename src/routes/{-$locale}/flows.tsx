import { createFileRoute, notFound } from '@tanstack/react-router';
import { isFlowsPageOn } from '../../features/flows/flows-page-access';
import { FlowsPage } from '../../features/flows/flows-page';

export const Route = createFileRoute('/{-$locale}/flows')({
  beforeLoad: async ({ context }) => {
    if (!(await isFlowsPageOn(context.queryClient))) throw notFound();
  },
  component: () => <FlowsPage />,
});
