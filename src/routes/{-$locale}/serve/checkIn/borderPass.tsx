import { createFileRoute } from '@tanstack/react-router';
import { BoardingPassView } from '../../../../features/checkin/views/boarding-pass-view';
import { StepGate } from '../../../../features/checkin/views/step-gate';
import { PageFrame } from '../../../../ui/page-frame';

function BoardingPassPage() {
  return (
    <PageFrame>
      <StepGate page="boardingPass">
        <BoardingPassView />
      </StepGate>
    </PageFrame>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/checkIn/borderPass')({
  component: BoardingPassPage,
});
