import { createFileRoute } from '@tanstack/react-router';
import { ConfirmView } from '../../../../features/checkin/views/confirm-view';
import { StepGate } from '../../../../features/checkin/views/step-gate';
import { PageFrame } from '../../../../ui/page-frame';
import { LazyDisruptionNotices } from '../../../../features/disruption/lazy-disruption-notices';

function ConfirmPage() {
  return (
    <PageFrame>
      <LazyDisruptionNotices />
      <StepGate page="confirm">
        <ConfirmView />
      </StepGate>
    </PageFrame>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/checkIn/trip')({
  component: ConfirmPage,
});
