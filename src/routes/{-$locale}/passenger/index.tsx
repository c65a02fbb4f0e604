import { createFileRoute } from '@tanstack/react-router';
import { parseSelection } from '../../../features/booking/wizard/booking-selection';
import { PassengerRouteView } from '../../../features/booking/wizard/passenger-route-view';

export const Route = createFileRoute('/{-$locale}/passenger/')({
  validateSearch: parseSelection,
  component: () => <PassengerRouteView market="domestic" />,
});
