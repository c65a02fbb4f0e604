import { createFileRoute } from '@tanstack/react-router';
import { ConfirmView } from '../../../../features/checkin/views/confirm-view';
import { StepGate } from '../../../../features/checkin/views/step-gate';
import { PageFrame } from '../../../../ui/page-frame';

function ConfirmPage() {
  return (
    <PageFrame>
      <StepGate page="confirm">
        <ConfirmView />
      </StepGate>
    </PageFrame>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/checkIn/trip')({
  component: ConfirmPage,
});
