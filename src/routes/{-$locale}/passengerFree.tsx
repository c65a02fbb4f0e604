import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/passengerFree')({
  staticData: { titleKey: 'routes.passengerFree' },
  component: PageFrame,
});
