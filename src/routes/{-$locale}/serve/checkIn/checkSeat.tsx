import { createFileRoute } from '@tanstack/react-router';
import { SeatsView } from '../../../../features/checkin/views/seats-view';
import { StepGate } from '../../../../features/checkin/views/step-gate';
import { PageFrame } from '../../../../ui/page-frame';

function SeatsPage() {
  return (
    <PageFrame>
      <StepGate page="seats">
        <SeatsView />
      </StepGate>
    </PageFrame>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/checkIn/checkSeat')({
  component: SeatsPage,
});
