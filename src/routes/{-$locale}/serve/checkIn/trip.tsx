import { createFileRoute } from '@tanstack/react-router';
import { checkInStepPage } from '../../../../features/checkin/views/check-in-step-page';
import { ConfirmView } from '../../../../features/checkin/views/confirm-view';
import { LazyDisruptionNotices } from '../../../../features/disruption/lazy-disruption-notices';

export const Route = createFileRoute('/{-$locale}/serve/checkIn/trip')({
  component: checkInStepPage('confirm', ConfirmView, LazyDisruptionNotices),
});
