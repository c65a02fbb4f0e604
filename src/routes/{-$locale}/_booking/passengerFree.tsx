import { createFileRoute } from '@tanstack/react-router';
import { parseBookingSelection } from '../../../features/booking/search/first-load/search-params';
import { guardRoute } from '../../../session/route-guard';
import { PassengerRouteView } from '../../../features/booking/wizard/passenger-route-view';

export const Route = createFileRoute('/{-$locale}/_booking/passengerFree')({
  validateSearch: parseBookingSelection,
  beforeLoad: guardRoute,
  component: () => <PassengerRouteView market="points" />,
});
