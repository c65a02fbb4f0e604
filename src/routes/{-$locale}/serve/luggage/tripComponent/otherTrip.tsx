import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/luggage/tripComponent/otherTrip')({
  staticData: { titleKey: 'routes.serveLuggageOtherTrip' },
  codeSplitGroupings: [],
  component: PageFrame,
});
