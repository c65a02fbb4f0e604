import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/meals/tripComponents/checkTrip')({
  staticData: { titleKey: 'routes.serveMealsCheckTrip' },
  codeSplitGroupings: [],
  component: PageFrame,
});
