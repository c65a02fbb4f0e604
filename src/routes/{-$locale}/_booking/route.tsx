import { createFileRoute, Outlet } from '@tanstack/react-router';
import { BookingFlow } from '../../../features/booking/wizard/booking-flow';

// The booking wizard's pages (passengers, confirm) share one actor, hosted here; the URLs keep no '_booking'.
export const Route = createFileRoute('/{-$locale}/_booking')({
  component: function BookingLayout() {
    return (
      <BookingFlow.Host>
        <Outlet />
      </BookingFlow.Host>
    );
  },
});
