import { createFileRoute } from '@tanstack/react-router';
import { checkInStepPage } from '../../../../features/checkin/views/check-in-step-page';
import { SeatsView } from '../../../../features/checkin/views/seats-view';

export const Route = createFileRoute('/{-$locale}/serve/checkIn/checkSeat')({
  component: checkInStepPage('seats', SeatsView),
});
