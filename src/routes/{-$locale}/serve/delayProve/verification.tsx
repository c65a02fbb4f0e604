import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/delayProve/verification')({
  staticData: { titleKey: 'routes.serveDelayProveVerification' },
  codeSplitGroupings: [],
  component: PageFrame,
});
