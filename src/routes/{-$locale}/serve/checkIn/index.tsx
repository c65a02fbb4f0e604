import { createFileRoute } from '@tanstack/react-router';
import { FindTripView } from '../../../../features/checkin/views/find-trip-view';
import { PageFrame } from '../../../../ui/page-frame';

function FindTripPage() {
  return (
    <PageFrame>
      <FindTripView />
    </PageFrame>
  );
}

export const Route = createFileRoute('/{-$locale}/serve/checkIn/')({
  component: FindTripPage,
});
