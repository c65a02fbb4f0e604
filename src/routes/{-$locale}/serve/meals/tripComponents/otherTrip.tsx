import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/meals/tripComponents/otherTrip')({
  staticData: { titleKey: 'routes.serveMealsOtherTrip' },
  codeSplitGroupings: [],
  component: PageFrame,
});
