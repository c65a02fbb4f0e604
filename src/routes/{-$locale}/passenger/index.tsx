import { createFileRoute } from '@tanstack/react-router';
import { parseSelection } from '../../../features/booking/wizard/booking-selection';
import { guardBookingRoute } from '../../../features/booking/wizard/booking-route-guard';
import { PassengerRouteView } from '../../../features/booking/wizard/passenger-route-view';

export const Route = createFileRoute('/{-$locale}/passenger/')({
  validateSearch: parseSelection,
  beforeLoad: guardBookingRoute,
  component: () => <PassengerRouteView market="domestic" />,
});
