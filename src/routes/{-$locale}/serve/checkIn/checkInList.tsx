import { createFileRoute } from '@tanstack/react-router';
import { checkInStepPage } from '../../../../features/checkin/views/check-in-step-page';
import { PassengersView } from '../../../../features/checkin/views/passengers-view';

export const Route = createFileRoute('/{-$locale}/serve/checkIn/checkInList')({
  component: checkInStepPage('passengers', PassengersView),
});
