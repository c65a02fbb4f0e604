import { createFileRoute } from '@tanstack/react-router';
import { checkInStepPage } from '../../../../features/checkin/views/check-in-step-page';
import { BoardingPassView } from '../../../../features/checkin/views/boarding-pass-view';

export const Route = createFileRoute('/{-$locale}/serve/checkIn/borderPass')({
  component: checkInStepPage('boardingPass', BoardingPassView),
});
