import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/passenger/pas')({
  staticData: { titleKey: 'routes.passengerPas' },
  codeSplitGroupings: [],
  component: PageFrame,
});
