import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/checkIn/trip')({
  staticData: { titleKey: 'routes.serveCheckInTrip' },
  component: PageFrame,
});
