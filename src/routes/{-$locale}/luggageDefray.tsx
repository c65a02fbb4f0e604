import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/luggageDefray')({
  staticData: { titleKey: 'routes.luggageDefray' },
  codeSplitGroupings: [],
  component: PageFrame,
});
