import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/myAddress')({
  staticData: { titleKey: 'routes.memberMyAddress' },
  codeSplitGroupings: [],
  component: PageFrame,
});
