import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/meals/myTrip')({
  staticData: { titleKey: 'routes.serveMealsMyTrip' },
  codeSplitGroupings: [],
  component: PageFrame,
});
