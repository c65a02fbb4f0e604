import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/complaintsDetail')({
  staticData: { titleKey: 'routes.serveComplaintsDetail' },
  codeSplitGroupings: [],
  component: PageFrame,
});
