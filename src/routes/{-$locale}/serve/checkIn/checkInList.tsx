import { createFileRoute } from '@tanstack/react-router';
import { PassengersView } from '../../../../features/checkin/views/passengers-view';
import { StepGate } from '../../../../features/checkin/views/step-gate';
import { PageFrame } from '../../../../ui/page-frame';

function PassengersPage() {
  return (
    <PageFrame>
      <StepGate page="passengers">
        <PassengersView />
      </StepGate>
    </PageFrame>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/checkIn/checkInList')({
  component: PassengersPage,
});
