import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/flightStatus/flightStatusInfo')({
  staticData: { titleKey: 'routes.flightStatusInfo' },
  codeSplitGroupings: [],
  component: PageFrame,
});
