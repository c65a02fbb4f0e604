import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/myOrder')({
  staticData: { titleKey: 'routes.memberMyOrder' },
  component: PageFrame,
});
