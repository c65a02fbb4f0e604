import { createFileRoute } from '@tanstack/react-router';
import { parseBookingSelection } from '../../../../features/booking/search/first-load/search-params';
import { PassengerRouteView } from '../../../../features/booking/wizard/passenger-route-view';

export const Route = createFileRoute('/{-$locale}/_booking/passenger/')({
  validateSearch: parseBookingSelection,
  component: () => <PassengerRouteView market="domestic" />,
});
