import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/pointAdd')({
  staticData: { titleKey: 'routes.memberPointAdd' },
  codeSplitGroupings: [],
  component: PageFrame,
});
