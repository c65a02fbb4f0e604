import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/aboutMember/{-$type}')({
  staticData: { titleKey: 'routes.memberAboutMember' },
  codeSplitGroupings: [],
  component: PageFrame,
});
